// A keyword context over in-memory sources, for tests and the bench; and one of sample values, for the
// dashboard's previews, which show a text as chat would read it without storing or fetching anything.
import type { KeywordContext, KeywordSources } from './definition';

export function memorySources(
  overrides: Partial<KeywordSources> = {},
): KeywordSources & { variables: Map<string, string> } {
  const variables = new Map<string, string>();
  return {
    variables,
    liveSince: async () => null,
    lastGameOf: async () => null,
    lastTitleOf: async () => null,
    getVariable: async (name) => variables.get(name) ?? null,
    setVariable: async (name, value) => {
      variables.set(name, value);
      return true;
    },
    fetchText: async () => {
      throw new Error('no network in tests');
    },
    ...overrides,
  };
}

export function keywordContext(overrides: Partial<KeywordContext> = {}): KeywordContext {
  return {
    username: 'viewer',
    message: '',
    random: () => 0,
    now: () => 0,
    sources: memorySources(),
    ...overrides,
  };
}

/** A context for previews: every keyword gets a sample value, nothing is kept or fetched. */
export function sampleKeywordContext(overrides: Partial<KeywordContext> = {}): KeywordContext {
  return keywordContext({
    random: Math.random,
    now: Date.now,
    sources: memorySources({
      liveSince: async () => Date.now() - 90 * 60 * 1000,
      lastGameOf: async () => 'Just Chatting',
      lastTitleOf: async () => 'Cozy stream with chat',
      ownChannel: async () => ({ login: 'your_channel', displayName: 'YourChannel' }),
      fetchText: async (url) => `(the answer of ${url})`,
      discordRole: async (name) => `@${name}`,
    }),
    ...overrides,
  });
}
