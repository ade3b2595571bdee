import { describe, expect, it } from 'vitest';
import { allFeatureScopes, askedScopesSchema, missingScopeProblems, reconnectScopes } from './feature-scopes';

describe('scopes as data', () => {
  it('reports nothing when every scope is granted', () => {
    expect(missingScopeProblems(allFeatureScopes)).toEqual([]);
  });

  it('reports each feature lacking scopes with a reconnect asking for exactly those', () => {
    const granted = allFeatureScopes.filter((s) => s !== 'moderator:manage:shoutouts' && s !== 'clips:edit');
    expect(missingScopeProblems(granted)).toEqual([
      {
        area: 'scopes',
        severity: 'warning',
        message: 'Clips needs permission you have not given yet (clips:edit).',
        action: { kind: 'reconnect', label: 'Reconnect Twitch', href: '/login?scopes=clips%3Aedit' },
      },
      {
        area: 'scopes',
        severity: 'warning',
        message: 'Shoutouts needs permission you have not given yet (moderator:manage:shoutouts).',
        action: {
          kind: 'reconnect',
          label: 'Reconnect Twitch',
          href: '/login?scopes=moderator%3Amanage%3Ashoutouts',
        },
      },
    ]);
  });
});

describe('a reconnect for missing scopes', () => {
  it('reads the asked scopes and refuses any the bot does not use', () => {
    expect(askedScopesSchema.parse({ scopes: 'clips:edit channel:manage:clips' })).toEqual({
      scopes: ['clips:edit', 'channel:manage:clips'],
    });
    expect(askedScopesSchema.parse({})).toEqual({});
    expect(askedScopesSchema.safeParse({ scopes: 'clips:edit user:edit' }).success).toBe(false);
  });

  it('keeps what was granted and adds exactly the asked ones', () => {
    expect(reconnectScopes(['channel:bot', 'bits:read'], ['clips:edit', 'bits:read'])).toEqual([
      'channel:bot',
      'bits:read',
      'clips:edit',
    ]);
  });
});
