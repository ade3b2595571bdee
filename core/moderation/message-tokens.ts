// One pass over a chat message's words for the counting filters (spec section 2, step 5): emote codes
// (Twitch's emote fragments and the channel's BTTV/FFZ/7TV words), cheermotes and @mentions are
// counted as emotes or left out, so `KEKW LUL OMEGALUL` is not shouting and `@xX_Name_Xx` is not symbols.
import type { ChatFragment } from '../chat/chat-message';
import { isEmojiPart, isSpaceCode, isSymbolCode } from './character-classes';

export type MessageCounts = {
  /** Twitch emotes from the fragments plus the channel's third-party emote words. */
  emotes: number;
  /** Emoji, a ZWJ sequence or a flag counting once. */
  emoji: number;
  /** Characters of the counted words (not emotes, mentions, emoji or spaces). */
  characters: number;
  /** Letters that have a case, and how many of them are capitals. */
  letters: number;
  capitals: number;
  symbols: number;
  /** The longest run of symbols with nothing between them. */
  longestSymbolRun: number;
};

const regionalIndicator = (code: number) => code >= 0x1f1e6 && code <= 0x1f1ff;
const isEmojiStart = (code: number) =>
  code !== 0x200d &&
  code !== 0xfe0f &&
  code !== 0x20e3 &&
  !(code >= 0x1f3fb && code <= 0x1f3ff) &&
  !(code >= 0xe0020 && code <= 0xe007f);

/** Adds one counted word's characters to the counts. */
function countWord(text: string, start: number, end: number, counts: MessageCounts): void {
  let run = 0;
  let previous = 0;
  let pendingFlag = false;
  for (let index = start; index < end; ) {
    const code = text.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
    if (code >= 0xa9 && isEmojiPart(code)) {
      run = 0;
      if (regionalIndicator(code)) {
        // Two regional indicators make one flag.
        if (!pendingFlag) counts.emoji++;
        pendingFlag = !pendingFlag;
      } else if (isEmojiStart(code) && previous !== 0x200d) counts.emoji++;
      previous = code;
      continue;
    }
    previous = code;
    pendingFlag = false;
    counts.characters++;
    if (isSymbolCode(code)) {
      counts.symbols++;
      run++;
      if (run > counts.longestSymbolRun) counts.longestSymbolRun = run;
      continue;
    }
    run = 0;
    if (code < 128) {
      if (code >= 65 && code <= 90) {
        counts.letters++;
        counts.capitals++;
      } else if (code >= 97 && code <= 122) counts.letters++;
      continue;
    }
    const char = String.fromCodePoint(code);
    const upper = char.toUpperCase();
    const lower = char.toLowerCase();
    if (upper === lower) continue;
    counts.letters++;
    if (char === upper) counts.capitals++;
  }
}

/** Counts of one message; `fragments` absent means the whole text is one plain piece. */
export function countMessage(
  text: string,
  fragments: readonly ChatFragment[] | undefined,
  thirdPartyEmotes: ReadonlySet<string>,
): MessageCounts {
  const counts: MessageCounts = {
    emotes: 0,
    emoji: 0,
    characters: 0,
    letters: 0,
    capitals: 0,
    symbols: 0,
    longestSymbolRun: 0,
  };
  if (!fragments) {
    countPlainText(text, thirdPartyEmotes, counts);
    return counts;
  }
  for (const fragment of fragments) {
    if (fragment.type === 'emote') counts.emotes++;
    else if (fragment.type === 'text') countPlainText(fragment.text, thirdPartyEmotes, counts);
  }
  return counts;
}

function countPlainText(text: string, thirdPartyEmotes: ReadonlySet<string>, counts: MessageCounts): void {
  const checkEmotes = thirdPartyEmotes.size > 0;
  let index = 0;
  while (index < text.length) {
    while (index < text.length && isSpaceCode(text.charCodeAt(index))) index++;
    const start = index;
    while (index < text.length && !isSpaceCode(text.charCodeAt(index))) index++;
    if (index === start) break;
    if (checkEmotes && thirdPartyEmotes.has(text.slice(start, index))) counts.emotes++;
    else if (!(text.charCodeAt(start) === 0x40 && index - start > 1)) countWord(text, start, index, counts);
  }
}
