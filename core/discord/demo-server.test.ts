import { describe, expect, it } from 'vitest';
import { demoGuildId, demoMemberId, demoRoles } from './demo-server';

describe('the Demo Server', () => {
  it('has snowflake-shaped ids, one server per streamer', () => {
    expect(demoGuildId('1')).toMatch(/^1\d{17}$/);
    expect(demoGuildId('1')).toBe(demoGuildId('1'));
    expect(demoGuildId('1')).not.toBe(demoGuildId('2'));
    expect(demoMemberId('Ana')).toBe(demoMemberId('ana'));
  });

  it('lists @everyone, the named roles and a managed bot role', () => {
    const roles = demoRoles(demoGuildId('1'));
    expect(roles.map((r) => r.name)).toEqual([
      '@everyone',
      'Moderators',
      'Subscribers',
      'Members',
      'StreamBot',
    ]);
    expect(new Set(roles.map((r) => r.id)).size).toBe(5);
  });
});
