// The moderation engine's one door: a channel's settings compiled once (`compileModeration`), then
// `screen` per chat message: normalise once, run the filters in the spec's table order and return
// the first that trips, with the normalisation steps for the log and the tester. Pure: the clock,
// the viewer's history and the channel's emotes come in with the message. Who is never actioned is
// the callers' to ask first (never-actioned.ts).
import type { ChatFragment } from '../chat/chat-message';
import { checkCaps } from './filters/caps';
import { checkEmotes } from './filters/emotes';
import { checkFirstTime } from './filters/first-time';
import { checkLength } from './filters/length';
import { checkLinks, compileLinkRules, firstUnallowedLink } from './filters/links';
import { checkRepetition, type RecentMessage } from './filters/repetition';
import { checkSymbols } from './filters/symbols';
import { checkWords } from './filters/words';
import { checkZalgo } from './filters/zalgo';
import { type FoundLink, findLinks } from './link-finder';
import { countMessage, type MessageCounts } from './message-tokens';
import { type FilterKey, filterKeys, type ModerationSettings } from './moderation-settings';
import { type NormalizationStep, normalizeMessage } from './normalize';
import type { FilterTrip, Verdict } from './verdict';
import { compileWordList } from './word-list';

export type { ChatFragment };

export type ViewerHistory = {
  /** The viewer's recent messages in this channel (the normalised text `screen` returned, and when). */
  recent: readonly RecentMessage[];
  /** Past the first-time chatter stage (the caller's "first seen" record). */
  trusted: boolean;
  /** A moderator's `!permit` runs until then (epoch ms); null when none. */
  permitUntil: number | null;
};

export type ScreenInput = {
  text: string;
  /** The message as EventSub splits it; absent means one plain text piece. */
  fragments?: readonly ChatFragment[];
  /** The chatter's roles: 'broadcaster', 'moderator', 'vip', 'subscriber', 'regular', 'follower'. */
  roles: readonly string[];
  chatterLogin: string;
  /** The channel's BTTV, FFZ and 7TV emote codes. */
  thirdPartyEmotes: ReadonlySet<string>;
  channelLogin: string;
  isLive: boolean;
  /** Epoch ms. */
  now: number;
  history: ViewerHistory;
};

export type ScreenResult = {
  normalized: string;
  steps: NormalizationStep[];
  /** The decision, or null to let the message through. */
  verdict: Verdict | null;
  /** The message held links that passed only because of a running `!permit` (a "next link" permit is used up). */
  usedPermit: boolean;
};

export type CompiledModeration = { screen(input: ScreenInput): ScreenResult };

export function compileModeration(settings: ModerationSettings): CompiledModeration {
  const { filters } = settings;
  const words = compileWordList(filters.words);
  const linkRules = compileLinkRules(filters.links);
  // The word list's own folding (leetspeak, spaced letters) costs nothing when the list is off.
  const folding = filters.words.enabled ? words.folding : { leetspeak: false, spacedLetters: false };
  const active = filterKeys.filter((key) => filters[key].enabled);
  const wordsCanOverride = filters.words.enabled && filters.words.entryPunishments.length > 0;

  return {
    screen(input) {
      const message = normalizeMessage(input.text, folding);
      const result: ScreenResult = {
        normalized: message.normalized,
        steps: message.steps,
        verdict: null,
        usedPermit: false,
      };
      const permitted = input.history.permitUntil !== null && input.history.permitUntil > input.now;
      let counts: MessageCounts | undefined;
      let links: FoundLink[] | undefined;
      const countsOf = () => {
        counts ??= countMessage(input.text, input.fragments, input.thirdPartyEmotes);
        return counts;
      };
      const linksOf = () => {
        links ??= findLinks(message.unfolded, filters.links.spacedLinks);
        return links;
      };
      const applies = (key: FilterKey) => {
        const filter = filters[key];
        if (filter.liveOnly && !input.isLive) return false;
        return !filter.exempt.some((role) => input.roles.includes(role));
      };
      const run = (key: FilterKey): FilterTrip | null => {
        switch (key) {
          case 'links':
            return checkLinks(linksOf(), linkRules, { channelLogin: input.channelLogin, permitted });
          case 'caps':
            return checkCaps(countsOf(), filters.caps);
          case 'symbols':
            return checkSymbols(countsOf(), filters.symbols);
          case 'emotes':
            return checkEmotes(countsOf(), filters.emotes);
          case 'repetition':
            return checkRepetition(message.normalized, input.history.recent, input.now, filters.repetition);
          case 'length':
            return checkLength(input.text, filters.length);
          case 'zalgo':
            return checkZalgo(input.text, filters.zalgo);
          case 'words':
            return checkWords(words, message);
          case 'firstTime':
            return checkFirstTime(linksOf(), linkRules, {
              channelLogin: input.channelLogin,
              permitted,
              trusted: input.history.trusted,
            });
        }
      };

      // A dry-run filter's verdict is kept only if no live filter trips, so trying a filter out never
      // stops the others from acting.
      let dryRun: Verdict | null = null;
      for (const key of active) {
        if (!applies(key)) continue;
        const trip = run(key);
        if (!trip) continue;
        if (filters[key].dryRun) {
          dryRun ??= { filter: key, ...trip, dryRun: true };
          continue;
        }
        result.verdict = { filter: key, ...trip };
        break;
      }
      // A word-list entry with an action of its own (a slur set to ban) outranks an earlier filter's
      // ladder step: the streamer chose that action for that entry.
      const verdict = result.verdict;
      if (verdict && !verdict.punishment && verdict.filter !== 'words' && wordsCanOverride) {
        const wordsAfter = active.indexOf('words') > active.indexOf(verdict.filter);
        const trip = wordsAfter && !filters.words.dryRun && applies('words') ? run('words') : null;
        if (trip?.punishment) result.verdict = { filter: 'words', ...trip };
      }
      result.verdict ??= dryRun;
      const linksChecked =
        (filters.links.enabled && applies('links')) || (filters.firstTime.enabled && applies('firstTime'));
      if (permitted && linksChecked && (!result.verdict || result.verdict.dryRun))
        result.usedPermit = firstUnallowedLink(linksOf(), linkRules, input.channelLogin) !== null;
      return result;
    },
  };
}
