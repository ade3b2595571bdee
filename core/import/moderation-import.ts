// Nightbot's spam filters in the product's chat filters (core/moderation): each Nightbot filter is a
// preview row, applying merges it over the channel's settings. The strike ladder stays the channel's:
// only the word list can give its entries a timeout of their own.
import {
  type ExemptRole,
  exemptRoles,
  type FilterKey,
  filterLabels,
  type ModerationSettings,
  maxFilterMessageLength,
  maxTimeoutSeconds,
  maxWordEntries,
  moderationSettingsSchema,
} from '../moderation/moderation-settings';
import { validateWordEntries } from '../moderation/word-entries';
import type { ImportedFilter, PlannedItem } from './import-plan';
import type { NightbotFilter } from './source-answers';

/** Nightbot's levels from the top; a filter's exemptUserLevel leaves that level and those above alone. */
const nightbotLevels = ['admin', 'owner', 'moderator', 'twitch_vip', 'regular', 'subscriber', 'everyone'];

/** The roles here each Nightbot level stands for (moderators and the broadcaster are never actioned). */
const rolesOfLevel: Record<string, ExemptRole[]> = {
  twitch_vip: ['vip'],
  regular: ['regular'],
  subscriber: ['subscriber'],
  everyone: [...exemptRoles],
};

/** The roles exempt from a filter whose exemptUserLevel is `level`. */
export function exemptFromLevel(level: string): ExemptRole[] {
  const from = nightbotLevels.indexOf(level);
  if (from === -1) return [];
  const roles = nightbotLevels.slice(0, from + 1).flatMap((name) => rolesOfLevel[name] ?? []);
  return exemptRoles.filter((role) => roles.includes(role));
}

const nightbotFilterKeys: Record<string, FilterKey> = {
  blacklist: 'words',
  caps: 'caps',
  emotes: 'emotes',
  links: 'links',
  symbols: 'symbols',
  repetitions: 'repetition',
};

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));

/** A links whitelist line as a domain pattern: `https://clips.twitch.tv/` is `clips.twitch.tv`. */
const domainOf = (line: string) => line.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, '');

/** Nightbot's filter in words, as its page shows it. */
function nightbotInWords(filter: NightbotFilter): string {
  const parts = [
    filter.enabled ? 'on' : 'off',
    `timeout ${filter.length} s`,
    `exempt from ${filter.exemptUserLevel} up`,
  ];
  if (filter.limit !== undefined) parts.push(`limit ${filter.limit}`);
  if (filter.blacklist !== undefined) parts.push(`blacklist: ${lines(filter.blacklist).join(', ')}`);
  if (filter.whitelist !== undefined) parts.push(`whitelist: ${lines(filter.whitelist).join(', ')}`);
  if (filter.silent) parts.push('silent');
  return parts.join('; ');
}

/** validateWordEntries' reason about a list's first entry, said of the one line: "it is 600 characters long …". */
const whyRefused = (reason: string) =>
  reason
    .replace(/^Entry 1 (\(".*?"\) )?/, 'it ')
    .replace(/^it is refused: /, '')
    .replace(/\.$/, '');

/** The filter's own settings from Nightbot's, and what did not carry over. */
function ownSettings(
  key: FilterKey,
  filter: NightbotFilter,
): { settings: Record<string, unknown>; notes: string[] } {
  const notes: string[] = [];
  const limit = filter.limit;
  switch (key) {
    case 'caps':
    case 'symbols':
      return limit === undefined
        ? { settings: {}, notes }
        : { settings: { percent: clamp(limit, 1, 100) }, notes };
    case 'emotes':
      return limit === undefined
        ? { settings: {}, notes }
        : { settings: { max: clamp(limit, 1, 500) }, notes };
    case 'repetition':
      if (limit !== undefined)
        notes.push(
          `Nightbot's limit of ${limit}% alike has no equal here: the filter keeps its own thresholds`,
        );
      return { settings: {}, notes };
    case 'links': {
      const allow: string[] = [];
      for (const line of lines(filter.whitelist)) {
        const domain = domainOf(line);
        if (/\s/.test(domain) || domain === '' || domain.length > 200)
          notes.push(`whitelist line "${line}" is not a domain: left out`);
        else allow.push(domain);
      }
      return { settings: { allow }, notes };
    }
    case 'words': {
      const entries: string[] = [];
      for (const line of lines(filter.blacklist)) {
        const check = validateWordEntries([line]);
        if (check.ok) entries.push(line);
        else notes.push(`blacklist line "${line}" left out: ${whyRefused(check.reason)}`);
      }
      // Nightbot times out for `length` seconds; each entry here may carry that timeout itself.
      const duration = Math.min(filter.length, maxTimeoutSeconds);
      const entryPunishments =
        duration >= 1 ? entries.map((entry) => ({ entry, punishment: { action: 'timeout', duration } })) : [];
      return { settings: { entries, entryPunishments }, notes };
    }
  }
  return { settings: {}, notes };
}

/** The preview row of one Nightbot spam filter. */
export function nightbotFilterItem(filter: NightbotFilter): PlannedItem {
  const key = nightbotFilterKeys[filter._type];
  const base = {
    kind: 'filter' as const,
    name: filter._name ?? filter._type,
    original: nightbotInWords(filter),
    exists: false,
  };
  if (!key)
    return {
      ...base,
      translated: '',
      untranslated: [`not importable: Nightbot's ${filter._type} filter has no equal here`],
      payload: null,
    };
  const own = ownSettings(key, filter);
  const notes = [...own.notes];
  const exempt = exemptFromLevel(filter.exemptUserLevel);
  // Exempting everyone made Nightbot's filter act on no one: the same here is a filter turned off.
  const enabled = filter.enabled && filter.exemptUserLevel !== 'everyone';
  if (filter.enabled && !enabled)
    notes.push('everyone was exempt, so the filter acted on no one: turned off here');
  if (key !== 'words' && filter.length > 0)
    notes.push(`Nightbot timed out for ${filter.length} s; here the channel's strike ladder decides`);
  const settings: Record<string, unknown> = { ...own.settings };
  if (filter.silent !== undefined) settings.silent = filter.silent;
  const message = filter.message?.trim() ?? '';
  if (message.length > maxFilterMessageLength)
    notes.push(`the timeout message is over ${maxFilterMessageLength} characters: the filter keeps its own`);
  else if (message) settings.message = message;
  const payload: ImportedFilter = { filter: key, enabled, exempt, settings };
  return { ...base, translated: filterInWords(payload), untranslated: notes, payload };
}

const roleNames: Record<ExemptRole, string> = {
  vip: 'VIPs',
  subscriber: 'subscribers',
  regular: 'regulars',
  follower: 'followers',
};

/** What the product's filter will do, in words. */
function filterInWords(filter: ImportedFilter): string {
  const { settings } = filter;
  const parts = [`${filterLabels[filter.filter]}: ${filter.enabled ? 'on' : 'off'}`];
  parts.push(
    filter.exempt && filter.exempt.length > 0
      ? `exempt: ${filter.exempt.map((role) => roleNames[role]).join(', ')}`
      : 'exempt: no one below moderators',
  );
  if (settings.percent !== undefined) parts.push(`${settings.percent}%`);
  if (settings.max !== undefined) parts.push(`at most ${settings.max}`);
  if (Array.isArray(settings.entries)) parts.push(`entries: ${settings.entries.join(', ')}`);
  if (Array.isArray(settings.entryPunishments) && settings.entryPunishments.length > 0) {
    const first = settings.entryPunishments[0] as { punishment: { duration: number } };
    parts.push(`each a ${first.punishment.duration} s timeout`);
  }
  if (Array.isArray(settings.allow)) parts.push(`allowed: ${settings.allow.join(', ') || 'none'}`);
  if (settings.silent === true) parts.push('silent');
  return parts.join('; ');
}

export type ModerationImport = {
  settings: ModerationSettings;
  /** Filters whose settings changed. */
  changed: FilterKey[];
  /** What did not fit (a word list past its most entries …). */
  notes: string[];
};

const addNew = <T>(current: readonly T[], more: readonly T[], key: (value: T) => string): T[] => {
  const seen = new Set(current.map(key));
  return [...current, ...more.filter((value) => !seen.has(key(value)) && seen.add(key(value)))];
};

const lower = (text: string) => text.toLowerCase();

/** The most domains the links filter's allow list takes (linksFilterSchema). */
const maxAllowedLinks = 500;

/**
 * The moderation settings after importing these filters, valid by moderationSettingsSchema: each filter's
 * options replace the channel's, its lists (words, their timeouts, allowed links) are added to.
 */
export function moderationAfterImport(
  current: ModerationSettings,
  filters: readonly ImportedFilter[],
): ModerationImport {
  const next = structuredClone(current);
  const notes: string[] = [];
  for (const imported of filters) {
    const target = next.filters[imported.filter] as Record<string, unknown>;
    const { entries, entryPunishments, allow, ...rest } = imported.settings;
    Object.assign(target, rest, { enabled: imported.enabled });
    if (imported.exempt) target.exempt = imported.exempt;
    if (imported.filter === 'words') {
      const words = next.filters.words;
      const all = addNew(words.entries, (entries as string[] | undefined) ?? [], lower);
      if (all.length > maxWordEntries)
        notes.push(
          `${all.length - maxWordEntries} blocked words did not fit in the list's ${maxWordEntries}`,
        );
      words.entries = all.slice(0, maxWordEntries);
      const kept = new Set(words.entries.map(lower));
      words.entryPunishments = addNew(
        words.entryPunishments,
        ((entryPunishments as typeof words.entryPunishments | undefined) ?? []).filter((p) =>
          kept.has(lower(p.entry)),
        ),
        (p) => lower(p.entry),
      );
    }
    if (imported.filter === 'links') {
      const links = next.filters.links;
      const all = addNew(links.allow, (allow as string[] | undefined) ?? [], lower);
      if (all.length > maxAllowedLinks)
        notes.push(
          `${all.length - maxAllowedLinks} allowed links did not fit in the list's ${maxAllowedLinks}`,
        );
      links.allow = all.slice(0, maxAllowedLinks);
    }
  }
  const settings = moderationSettingsSchema.parse(next);
  const changed = filters
    .map((filter) => filter.filter)
    .filter(
      (key, index, keys) =>
        keys.indexOf(key) === index &&
        JSON.stringify(settings.filters[key]) !== JSON.stringify(current.filters[key]),
    );
  return { settings, changed, notes };
}
