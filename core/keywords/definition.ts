// What a keyword is: one object per keyword holds its name, documentation and evaluator, so the
// same list drives the bot, the Keywords page and the playground.

export type MaybePromise<T> = T | Promise<T>;

/** Where a keyword may be used; the Keywords page shows one group per value. */
export type KeywordGroup = 'global' | 'functions' | 'logic' | 'discord' | 'incrementor';

/** The incrementor, where a channel-point reply offers it (protocols of core/incrementor). */
export type IncrementorSource = {
  /** The redeeming viewer. */
  userId: string;
  add(amount: number): Promise<void>;
  redemptions(): Promise<import('../incrementor/incrementor').Redemption[]>;
};

/** The channel's data a template may read, injected by whoever evaluates (DO, worker, tests). */
export type KeywordSources = {
  /** Epoch ms of the current stream's start, or null while offline. */
  liveSince(): Promise<number | null>;
  /** The last category and title of a Twitch channel by login, or null when unknown. */
  lastGameOf(login: string): Promise<string | null>;
  lastTitleOf(login: string): Promise<string | null>;
  getVariable(name: string): Promise<string | null>;
  /** False when the channel already keeps the most variables it may (a new name is not stored). */
  setVariable(name: string, value: string): Promise<boolean>;
  /** GET over http(s); implementations enforce the timeout and read at most maxChars. */
  fetchText(url: string, limits: { timeoutMs: number; maxChars: number }): Promise<string>;
  /**
   * The channel the template speaks in ({channel}, {game}, {title}); absent where no channel is at hand.
   * Null when the channel is not found.
   */
  ownChannel?(): Promise<{ login: string; displayName: string } | null>;
  /** Only channel-point replies have an incrementor. */
  incrementor?: IncrementorSource;
  /**
   * {discordRole.name}: what a role of the linked Discord server becomes here (a mention in Discord,
   * its name on Twitch), or null when the server has no such role. Absent where no server is linked.
   */
  discordRole?(name: string): Promise<string | null>;
};

export type KeywordContext = {
  /** Display name of whoever triggered the reply. */
  username: string;
  /** Everything after the command word. */
  message: string;
  random: () => number;
  now: () => number;
  sources: KeywordSources;
  /** A command's reply only: how many times the command has been used, this use included ({count}). */
  commandUses?: number;
  /** Extra plain placeholders for one kind of reply (quote fields, counter values …). */
  placeholders?: Record<string, string>;
};

/** A short, readable complaint shown in place of the keyword, e.g. "(divide needs two numbers)". */
export class KeywordError extends Error {}

/** A source refused to fetch an address (not the public internet, too many redirects); the message says why. */
export class FetchRefusedError extends Error {}

export type KeywordScope = { context: KeywordContext; urlgetUsed: boolean };

export type KeywordDefinition = {
  /** As written in documentation; matching is case-insensitive. */
  name: string;
  group: KeywordGroup;
  usage: string;
  description: string;
  example?: { template: string; output: string };
  minParams: number;
  maxParams: number;
  /** It reads another site: its parameters may hold an address and its key, which only the bot may see. */
  callsOut?: true;
  /** It reads or writes a stored variable: its first parameter is the variable's name, a second its value. */
  variable?: 'read' | 'write';
  /** Receives parameters lazily so `if` evaluates only the branch it takes. */
  evaluate(
    param: (index: number) => MaybePromise<string>,
    count: number,
    scope: KeywordScope,
  ): MaybePromise<string>;
};

/** Most keywords want all their parameters evaluated first. */
export function eager(
  evaluate: (params: string[], scope: KeywordScope) => MaybePromise<string>,
): KeywordDefinition['evaluate'] {
  return (param, count, scope) => {
    const values = Array.from({ length: count }, (_, i) => param(i));
    if (values.every((value) => typeof value === 'string')) return evaluate(values as string[], scope);
    return Promise.all(values).then((resolved) => evaluate(resolved, scope));
  };
}
