import { describe, expect, it } from 'vitest';
import { administrator, hasPermission, memberChatRoles } from './discord-permissions';
import { discordAnnouncementSchema, isDiscordWebhookUrl } from './discord-settings';

describe('isDiscordWebhookUrl', () => {
  it('takes Discord webhook URLs on every Discord host', () => {
    for (const host of ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']) {
      expect(isDiscordWebhookUrl(`https://${host}/api/webhooks/123456789012345678/abc-DEF_123`)).toBe(true);
    }
    expect(isDiscordWebhookUrl('https://discord.com/api/v10/webhooks/1/token')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const url of [
      'http://discord.com/api/webhooks/1/token',
      'https://discord.com.evil.example/api/webhooks/1/token',
      'https://evil.example/api/webhooks/1/token',
      'https://discord.com/api/webhooks/1',
      'https://discord.com/api/channels/1/messages',
      'https://discord.com:8443/api/webhooks/1/token',
      'https://user@discord.com/api/webhooks/1/token',
      'https://discord.com/api/webhooks/1/token?wait=true',
      'not a url',
    ]) {
      expect(isDiscordWebhookUrl(url), url).toBe(false);
    }
  });
});

describe('discordAnnouncementSchema', () => {
  it('needs a URL and a text to enable the announcement, and caps the text at 2000', () => {
    expect(
      discordAnnouncementSchema.safeParse({ text: 'x', enabled: true, streamStartWebhookUrl: '' }).success,
    ).toBe(false);
    expect(
      discordAnnouncementSchema.safeParse({ text: 'x', enabled: false, streamStartWebhookUrl: '' }).success,
    ).toBe(true);
    expect(
      discordAnnouncementSchema.safeParse({
        text: 'x'.repeat(2001),
        enabled: false,
        streamStartWebhookUrl: '',
      }).success,
    ).toBe(false);
  });
});

describe('members in the command rules', () => {
  it('reads permission bitsets', () => {
    expect(hasPermission('8', administrator)).toBe(true);
    expect(hasPermission('2147483647', administrator)).toBe(true);
    expect(hasPermission('1024', administrator)).toBe(false);
    expect(hasPermission(undefined, administrator)).toBe(false);
    expect(hasPermission('junk', administrator)).toBe(false);
  });

  it('makes administrators and holders of the moderator role moderators, nobody a subscriber', () => {
    expect(memberChatRoles({ isAdmin: true, roleIds: [] }, null)).toEqual(['moderator']);
    expect(memberChatRoles({ isAdmin: false, roleIds: ['5'] }, '5')).toEqual(['moderator']);
    expect(memberChatRoles({ isAdmin: false, roleIds: ['5'] }, null)).toEqual([]);
    expect(memberChatRoles({ isAdmin: false, roleIds: ['6'] }, '5')).toEqual([]);
  });
});
