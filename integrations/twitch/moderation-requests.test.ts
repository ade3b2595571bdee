import { describe, expect, it } from 'vitest';
import {
  helixModerationRequest,
  MissingMessageIdError,
  type ModerationRequest,
  moderationResultOf,
} from './moderation-requests';

const who = { userId: '42', userLogin: 'viewer' };

describe('Helix moderation requests', () => {
  it('deletes one message by id, never the whole chat', () => {
    const request = helixModerationRequest({ kind: 'delete', messageId: 'abc-123', ...who }, '1', '2');
    expect(request.method).toBe('DELETE');
    const url = new URL(request.url);
    expect(url.pathname).toBe('/helix/moderation/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      broadcaster_id: '1',
      moderator_id: '2',
      message_id: 'abc-123',
    });
  });

  it('refuses to build a delete without a message id, whatever the caller slipped through', () => {
    for (const messageId of ['', '   ', undefined, null]) {
      const request = { kind: 'delete', messageId, ...who } as unknown as ModerationRequest;
      expect(() => helixModerationRequest(request, '1', '2')).toThrow(MissingMessageIdError);
    }
  });

  it('times out with a duration and a reason cut to 500 characters, bans without a duration', () => {
    const timeout = helixModerationRequest(
      { kind: 'timeout', ...who, duration: 600, reason: 'x'.repeat(600) },
      '1',
      '2',
    );
    expect(timeout.method).toBe('POST');
    expect(new URL(timeout.url).pathname).toBe('/helix/moderation/bans');
    expect(JSON.parse(timeout.body ?? '')).toEqual({
      data: { user_id: '42', duration: 600, reason: 'x'.repeat(500) },
    });
    const ban = helixModerationRequest({ kind: 'ban', ...who, reason: 'blocked link' }, '1', '2');
    expect(JSON.parse(ban.body ?? '')).toEqual({ data: { user_id: '42', reason: 'blocked link' } });
  });

  it('lifts with the user id in the query, and warns with a body', () => {
    const unban = helixModerationRequest({ kind: 'unban', ...who }, '1', '2');
    expect(unban.method).toBe('DELETE');
    expect(new URL(unban.url).searchParams.get('user_id')).toBe('42');
    const warn = helixModerationRequest({ kind: 'warn', ...who, reason: 'caps' }, '1', '2');
    expect(new URL(warn.url).pathname).toBe('/helix/moderation/warnings');
    expect(JSON.parse(warn.body ?? '')).toEqual({ data: { user_id: '42', reason: 'caps' } });
  });

  it("reads Twitch's answer: 429 and 5xx are retried, other refusals are final", async () => {
    const answer = (status: number) =>
      moderationResultOf(new Response(JSON.stringify({ message: 'nope' }), { status }));
    expect(await moderationResultOf(new Response(null, { status: 204 }))).toEqual({ ok: true });
    expect(await answer(429)).toMatchObject({ ok: false, retry: true });
    expect(await answer(503)).toMatchObject({ ok: false, retry: true });
    expect(await answer(403)).toEqual({
      ok: false,
      retry: false,
      status: 403,
      reason: 'Twitch answered 403: nope',
    });
  });
});
