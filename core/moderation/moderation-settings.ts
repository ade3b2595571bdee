// A channel's chat moderation settings (spec/moderation.md): one object per filter with the options
// every filter shares, its own options, the strike ladder, and the defaults the spec gives. The API's
// validation, the page's fields and the filters all read this one schema. Its numbers are rules of the
// shared settings mechanism (core/settings/), from which both the zod checks and the page's number
// fields take their ranges.
import { z } from 'zod';
import type { SettingRules } from '../settings/setting-rules';
import { settingsSchema } from '../settings/settings-schema';

export const filterKeys = [
  'links',
  'caps',
  'symbols',
  'emotes',
  'repetition',
  'length',
  'zalgo',
  'words',
  'firstTime',
] as const;
export type FilterKey = (typeof filterKeys)[number];

/** Roles a filter can leave alone; the broadcaster, moderators and the bot are never actioned at all. */
export const exemptRoles = ['vip', 'subscriber', 'regular', 'follower'] as const;
export type ExemptRole = (typeof exemptRoles)[number];

export const moderationActions = ['allow', 'delete', 'warn', 'timeout', 'ban'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Twitch's timeout range (Helix Ban User: 1–1,209,600 s). */
export const maxTimeoutSeconds = 1_209_600;
export const maxWordEntries = 2000;
export const maxEntryLength = 500;
export const maxExpressions = 200;
export const maxExpressionLength = 1000;
/** Chat messages the filters may post as: {username}, {filter}, {strikes}. */
export const maxFilterMessageLength = 400;
/** A links filter's allowed or blocked sites: patterns a list, and a pattern's length. */
export const maxSitePatterns = 500;
export const maxSitePatternLength = 200;
export const maxLadderSteps = 10;

const whole = (min: number, max: number) => ({ type: 'integer', min, max }) as const;

/** A timeout's length in seconds. */
export const timeoutDurationRule = whole(1, maxTimeoutSeconds);

/** The zod checks of number rules, as the shared settings mechanism builds them. */
const checksOf = <Rules extends SettingRules>(rules: Rules) => settingsSchema({ rules }).shape;

/** One step of a punishment: what the bot does to the message and the viewer. */
export const punishmentSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('delete') }).strict(),
  // Deletes the message and sends Twitch's warning, which the viewer must acknowledge.
  z.object({ action: z.literal('warn') }).strict(),
  z.object({ action: z.literal('timeout'), ...checksOf({ duration: timeoutDurationRule }) }).strict(),
  z.object({ action: z.literal('ban') }).strict(),
]);
export type Punishment = z.infer<typeof punishmentSchema>;

const message = z.string().max(maxFilterMessageLength);

/** What every filter has: on or off, dry run, exempt roles, ladder or delete only, its chat message, when. */
const common = {
  enabled: z.boolean(),
  /** Decide and log, do nothing on Twitch. */
  dryRun: z.boolean(),
  exempt: z.array(z.enum(exemptRoles)).max(exemptRoles.length),
  /** The strike ladder, or only delete the message (no strike counted). */
  punishment: z.enum(['ladder', 'deleteOnly']),
  /** Said in chat when the filter acts, unless silent: {username}, {filter}, {strikes}. */
  silent: z.boolean(),
  message,
  /** Only while the stream is live (always by default). */
  liveOnly: z.boolean(),
};

const percent = whole(1, 100);
const chars = whole(1, 500);

/** Each filter's own numbers, by filter: what the API accepts and what the page's fields offer. */
export const filterNumberRules = {
  caps: { minLength: chars, percent, minCapitals: chars },
  symbols: { minLength: chars, percent, run: whole(2, 500) },
  emotes: { max: whole(1, 500) },
  repetition: {
    /** Within one message: at least this share of repeated words or characters… */
    percent,
    /** …once the message is this long. */
    minLength: chars,
    /** Across messages: the same viewer sends the same text this often… */
    count: whole(2, 50),
    /** …within this many seconds. */
    seconds: whole(1, 3600),
  },
  length: { max: whole(1, 500) },
  zalgo: {
    /** More combining marks than this on one character. */
    marksPerCharacter: whole(1, 50),
    /** Or more than this share of the message's characters combining marks. */
    percent,
  },
  firstTime: {
    /** Clean messages after which a viewer is trusted. */
    trustAfter: whole(1, 100),
  },
} as const satisfies Partial<Record<FilterKey, SettingRules>>;

/** A domain or path pattern: `example.com`, `*.example.com`, `youtube.com/watch*`. */
const domainPattern = z
  .string()
  .trim()
  .min(1)
  .max(maxSitePatternLength)
  .regex(/^[^\s]+$/, 'A domain pattern has no spaces.');

export const linksFilterSchema = z
  .object({
    ...common,
    /** `example . com`, `example(dot)com` count as links. */
    spacedLinks: z.boolean(),
    allow: z.array(domainPattern).max(maxSitePatterns),
    block: z.array(domainPattern).max(maxSitePatterns),
    /** A blocklisted link goes straight to this, whatever the viewer's strikes. */
    blockPunishment: punishmentSchema,
  })
  .strict();

export const capsFilterSchema = z.object({ ...common, ...checksOf(filterNumberRules.caps) }).strict();

export const symbolsFilterSchema = z.object({ ...common, ...checksOf(filterNumberRules.symbols) }).strict();

export const emotesFilterSchema = z
  .object({ ...common, ...checksOf(filterNumberRules.emotes), countEmoji: z.boolean() })
  .strict();

export const repetitionFilterSchema = z
  .object({ ...common, ...checksOf(filterNumberRules.repetition) })
  .strict();

export const lengthFilterSchema = z.object({ ...common, ...checksOf(filterNumberRules.length) }).strict();

export const zalgoFilterSchema = z.object({ ...common, ...checksOf(filterNumberRules.zalgo) }).strict();

/** A word-list entry's own punishment instead of the ladder. */
export const entryPunishmentSchema = z.object({ entry: z.string(), punishment: punishmentSchema }).strict();

export const wordsFilterSchema = z
  .object({
    ...common,
    /**
     * `word` (whole word), `wor*d`, `a phrase`, `~/pattern/flags`: matched against the normalised text.
     * Expressions may be 1,000 characters, other entries 500 (validateWordEntries says which).
     */
    entries: z.array(z.string().trim().min(1).max(maxExpressionLength)).max(maxWordEntries),
    /** Entries with their own punishment (a slur set to ban). */
    entryPunishments: z.array(entryPunishmentSchema).max(maxWordEntries),
    /** `0→o 1→i 3→e 4→a 5→s 7→t @→a $→s` before matching. */
    leetspeak: z.boolean(),
    /** `b a d` matches `bad`. */
    spacedLetters: z.boolean(),
  })
  .strict();

export const firstTimeFilterSchema = z
  .object({ ...common, ...checksOf(filterNumberRules.firstTime) })
  .strict();

export const moderationSettingsSchema = z
  .object({
    filters: z
      .object({
        links: linksFilterSchema,
        caps: capsFilterSchema,
        symbols: symbolsFilterSchema,
        emotes: emotesFilterSchema,
        repetition: repetitionFilterSchema,
        length: lengthFilterSchema,
        zalgo: zalgoFilterSchema,
        words: wordsFilterSchema,
        firstTime: firstTimeFilterSchema,
      })
      .strict(),
    /** Strike 1, 2, 3…; strikes past the last step repeat it. */
    ladder: z.array(punishmentSchema).min(1).max(maxLadderSteps),
    /** Act on shared-chat messages that came from another channel. */
    sharedChat: z.boolean(),
  })
  .strict();

export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
export type FilterSettings<K extends FilterKey> = ModerationSettings['filters'][K];
export type AnyFilterSettings = FilterSettings<FilterKey>;

/** Filters' names as the page, the log and chat messages say them. */
export const filterLabels: Record<FilterKey, string> = {
  links: 'links',
  caps: 'caps',
  symbols: 'symbols',
  emotes: 'emotes',
  repetition: 'repetition',
  length: 'long messages',
  zalgo: 'zalgo',
  words: 'blocked words',
  firstTime: "first-time chatters' links",
};

const off = (text: string) => ({
  enabled: false,
  dryRun: false,
  exempt: [] as ExemptRole[],
  punishment: 'ladder' as const,
  silent: false,
  message: text,
  liveOnly: false,
});

/** The spec's defaults: every filter off until the streamer turns it on. */
export const defaultModerationSettings: ModerationSettings = {
  filters: {
    links: {
      ...off('{username}, please ask before posting links.'),
      exempt: ['subscriber', 'vip', 'regular'],
      spacedLinks: false,
      allow: [],
      block: [],
      blockPunishment: { action: 'ban' },
    },
    caps: { ...off('{username}, please go easy on the caps.'), minLength: 10, percent: 70, minCapitals: 8 },
    symbols: { ...off('{username}, please go easy on the symbols.'), minLength: 15, percent: 50, run: 10 },
    emotes: { ...off('{username}, please use fewer emotes.'), max: 15, countEmoji: false },
    repetition: {
      ...off('{username}, please do not repeat yourself.'),
      percent: 45,
      minLength: 15,
      count: 3,
      seconds: 30,
    },
    length: { ...off('{username}, please keep messages shorter.'), max: 300 },
    zalgo: { ...off('{username}, please do not post zalgo text.'), marksPerCharacter: 4, percent: 20 },
    words: {
      ...off('{username}, that word is not allowed here.'),
      entries: [],
      entryPunishments: [],
      leetspeak: false,
      spacedLetters: false,
    },
    firstTime: {
      ...off('Welcome {username}! Links are held until you have chatted a little.'),
      exempt: ['subscriber', 'vip', 'regular'],
      // A newcomer's link is deleted with the note, not held against them as a strike.
      punishment: 'deleteOnly',
      trustAfter: 3,
    },
  },
  ladder: [
    { action: 'delete' },
    { action: 'timeout', duration: 60 },
    { action: 'timeout', duration: 600 },
    { action: 'timeout', duration: 3600 },
  ],
  sharedChat: false,
};

/** The recommended set the page turns on in one click: everything but the word list, which starts empty. */
export const recommendedFilters: readonly FilterKey[] = filterKeys.filter((key) => key !== 'words');

export function withRecommendedFilters(settings: ModerationSettings): ModerationSettings {
  const filters = { ...settings.filters };
  for (const key of recommendedFilters) filters[key] = { ...filters[key], enabled: true } as never;
  return { ...settings, filters };
}

/** Settings stored before a filter or option existed read with the defaults filled in. */
export function moderationSettingsFrom(stored: unknown): ModerationSettings {
  if (!stored || typeof stored !== 'object') return defaultModerationSettings;
  const saved = stored as Partial<ModerationSettings>;
  const filters = { ...defaultModerationSettings.filters };
  for (const key of filterKeys) filters[key] = { ...filters[key], ...(saved.filters?.[key] ?? {}) } as never;
  const merged = { ...defaultModerationSettings, ...saved, filters };
  const parsed = moderationSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultModerationSettings;
}
