// A keyword context over in-memory sources, for tests and the bench.
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
