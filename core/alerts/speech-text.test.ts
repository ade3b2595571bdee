import { describe, expect, it } from 'vitest';
import { defaultModerationSettings, type ModerationSettings } from '../moderation/moderation-settings';
import { compileWordList } from '../moderation/word-list';
import { beepMarker, type SpeechTextInput, speechStepNames, speechText, speechWordList } from './speech-text';

const wordList = (entries: string[], folding = { leetspeak: false, spacedLetters: false }) =>
  compileWordList({ entries, entryPunishments: [], ...folding });

const base: SpeechTextInput = { readTemplate: false, maxChars: 200, wordList: null, wordListMode: 'skip' };

function spoken(input: Partial<SpeechTextInput>): string {
  const result = speechText({ ...base, ...input });
  if (!('text' in result)) throw new Error(`skipped: ${result.skipped}`);
  return result.text;
}

describe('speechText', () => {
  it('reads the message, or the template and then the message', () => {
    expect(spoken({ message: 'Great stream' })).toBe('great stream');
    expect(spoken({ template: 'Ann cheered 100 bits', message: 'hi', readTemplate: true })).toBe(
      'ann cheered 100 bits. hi',
    );
    expect(spoken({ template: 'Ann tipped!', message: 'hi', readTemplate: true })).toBe('ann tipped! hi');
    expect(spoken({ template: 'Ann tipped', message: 'hi', readTemplate: false })).toBe('hi');
  });

  it('skips when there is nothing to read', () => {
    expect(speechText({ ...base })).toMatchObject({ skipped: expect.any(String) });
    expect(speechText({ ...base, message: '   ' })).toMatchObject({ skipped: expect.any(String) });
    expect(speechText({ ...base, message: 'https://example.com' })).toMatchObject({
      skipped: expect.any(String),
    });
  });

  it('removes links, with or without a scheme', () => {
    expect(spoken({ message: 'go to https://evil.example.com/x?y=1 now' })).toBe('go to now');
    expect(spoken({ message: 'visit bad.lol today' })).toBe('visit today');
    expect(spoken({ message: 'pi is 3.14, see file.txt' })).toBe('pi is 3.14, see file.txt');
  });

  it('removes emote codes: Twitch fragments and the channel’s third-party words', () => {
    const message = 'Kappa hello KEKW there Cheer100';
    expect(
      spoken({
        message,
        emoteWords: new Set(['KEKW']),
        fragments: [
          { type: 'emote', text: 'Kappa', id: '25', animated: false },
          { type: 'text', text: ' hello KEKW there ' },
          { type: 'cheermote', text: 'Cheer100', bits: 100 },
        ],
      }),
    ).toBe('hello there');
    // Third-party codes are case-sensitive, as chat shows them: `kekw` is a word.
    expect(spoken({ message: 'kekw KEKW', emoteWords: new Set(['KEKW']) })).toBe('kekw');
  });

  it('normalises as moderation does: look-alikes, zero-width characters, accents, lower case', () => {
    expect(spoken({ message: 'Ｈｅｌｌｏ w\u200bor\u200dld' })).toBe('hello world');
    expect(spoken({ message: 'Сool' })).toBe('cool'); // Cyrillic С
  });

  it('skips the speech for a word of the list in skip mode', () => {
    const result = speechText({ ...base, message: 'you are BAD', wordList: wordList(['bad']) });
    expect(result).toMatchObject({ skipped: expect.stringContaining('word list') });
  });

  it('beeps the words of the list in beep mode, phrases and wildcards too', () => {
    const input = { wordListMode: 'beep' as const };
    expect(spoken({ ...input, message: 'you are bad, really', wordList: wordList(['bad']) })).toBe(
      `you are ${beepMarker} really`,
    );
    expect(spoken({ ...input, message: 'oh you big idiot ok', wordList: wordList(['big idiot']) })).toBe(
      `oh you ${beepMarker} ok`,
    );
    expect(spoken({ ...input, message: 'such a scumbag ok', wordList: wordList(['scum*']) })).toBe(
      `such a ${beepMarker} ok`,
    );
    expect(spoken({ ...input, message: 'bad bad fine', wordList: wordList(['bad']) })).toBe(
      `${beepMarker} fine`,
    );
    // Stretched words are the list's own concern, and are found before collapsing.
    expect(spoken({ ...input, message: 'so baaaaaad', wordList: wordList(['bad']) })).toBe(
      `so ${beepMarker}`,
    );
    // The list's own folding: leetspeak.
    expect(
      spoken({
        ...input,
        message: 'you b4d',
        wordList: wordList(['bad'], { leetspeak: true, spacedLetters: false }),
      }),
    ).toBe(`you ${beepMarker}`);
  });

  it('collapses runs of more than 3 characters or words', () => {
    expect(spoken({ message: 'wooooow!!!!!!' })).toBe('wooow!!!');
    expect(spoken({ message: 'lol lol lol lol lol yes' })).toBe('lol lol lol yes');
    expect(spoken({ message: 'ha 😂😂😂😂😂' })).toBe('ha 😂😂😂');
  });

  it('cuts to the length limit at a word boundary, the limit clamped to 50-500', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const cut = spoken({ message: words, maxChars: 50 });
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(words.startsWith(cut)).toBe(true);
    expect(words[cut.length]).toBe(' ');
    expect(spoken({ message: words, maxChars: 10 }).length).toBeGreaterThan(40);
    expect(spoken({ message: words, maxChars: 9999 }).length).toBeLessThanOrEqual(500);
    expect(spoken({ message: 'a'.repeat(3) + 'b'.repeat(600), maxChars: 50 }).length).toBeLessThanOrEqual(50);
  });

  it('keeps each step’s text for the page', () => {
    const result = speechText({ ...base, message: 'Hi https://x.io Kappa', emoteWords: new Set(['Kappa']) });
    expect(result.steps.map((step) => step.name)).toEqual([
      speechStepNames.input,
      speechStepNames.links,
      speechStepNames.emotes,
      speechStepNames.normalized,
      speechStepNames.collapsed,
      speechStepNames.cut,
    ]);
    expect(result.steps[1]?.text).toBe('Hi   Kappa');
  });

  describe('order matters', () => {
    it('removes emote codes before lower-casing (the codes are case-sensitive)', () => {
      expect(spoken({ message: 'hello PogChamp', emoteWords: new Set(['PogChamp']) })).toBe('hello');
    });

    it('applies the word list after normalising, so look-alikes and zero-width characters do not hide a word', () => {
      const list = wordList(['bad']);
      expect(speechText({ ...base, message: 'bаd', wordList: list })).toMatchObject({
        skipped: expect.any(String),
      });
      expect(speechText({ ...base, message: 'b\u200bad', wordList: list })).toMatchObject({
        skipped: expect.any(String),
      });
    });

    it('removes a link hidden by zero-width characters once normalised', () => {
      expect(spoken({ message: 'see evil\u200b.com now' })).toBe('see now');
    });

    it('a link of blocked words is removed, not beeped or skipped', () => {
      expect(spoken({ message: 'see bad.com ok', wordList: wordList(['bad']), wordListMode: 'skip' })).toBe(
        'see ok',
      );
    });

    it('cuts last: a beep is never cut inside, and the limit counts the beeped text', () => {
      const text = spoken({
        message: `${'fine '.repeat(8)}bad ${'more '.repeat(20)}`,
        wordList: wordList(['bad']),
        wordListMode: 'beep',
        maxChars: 50,
      });
      expect(text).toContain(beepMarker);
      expect(text.length).toBeLessThanOrEqual(50);
    });
  });

  describe('hostile input never throws', () => {
    const list = wordList(['bad', 'big idiot', '~/ev[i1]l/i', 'scum*']);
    const hostile = [
      'Z̷̢̛̛̖̗̘a̸̡̛̖̗̘l̷̢̛g̸̡̛ơ̷̢ ̸t̷e̸x̷t̸'.repeat(50),
      '\u202eevil RTL text\u202c مرحبا بالعالم שלום',
      '\ud800 lone \udc00 surrogates \ud83d',
      'x'.repeat(5000),
      'bad '.repeat(1250),
      `${'a b '.repeat(1250)}https://`,
      '\u0000\u0001\u0007\u001b[31m',
      '.'.repeat(5000),
      '😂'.repeat(2500),
    ];
    for (const [index, message] of hostile.entries())
      it(`input ${index + 1}`, () => {
        for (const wordListMode of ['skip', 'beep'] as const) {
          const result = speechText({
            ...base,
            message,
            template: message,
            readTemplate: true,
            wordList: list,
            wordListMode,
            emoteWords: new Set(['x']),
            fragments: [{ type: 'text', text: message }],
          });
          if ('text' in result) {
            expect(result.text.length).toBeLessThanOrEqual(200);
            // No half of a surrogate pair left at the cut.
            expect(result.text).not.toMatch(/[\ud800-\udbff]$/);
          } else expect(result.skipped).toEqual(expect.any(String));
        }
      });
  });
});

describe('speechWordList', () => {
  const withWords = (entries: string[], enabled: boolean): ModerationSettings => ({
    ...defaultModerationSettings,
    filters: {
      ...defaultModerationSettings.filters,
      words: { ...defaultModerationSettings.filters.words, entries, enabled },
    },
  });

  it('is null without entries, and the list even while the chat filter is off', () => {
    expect(speechWordList(withWords([], true))).toBeNull();
    expect(speechWordList(withWords(['bad'], false))?.size).toBe(1);
  });
});
