import { describe, expect, it } from 'vitest';
import {
  eventSubNotificationSchema,
  eventSubRevocationSchema,
  eventSubVerificationSchema,
  readPayload,
} from './eventsub-payloads';

// A subscription object as Twitch sends it (protocols.md 1.1-1.2), transport and cost included.
const subscription = {
  id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
  status: 'enabled',
  type: 'channel.follow',
  version: '2',
  condition: { broadcaster_user_id: '1337', moderator_user_id: '1337' },
  transport: { method: 'webhook', callback: 'https://example.com/webhooks/callback' },
  created_at: '2019-11-16T10:11:12.634234626Z',
  cost: 0,
};

describe('reading EventSub envelopes', () => {
  it('reads a notification, keeping the event for its type to read', () => {
    const event = { user_name: 'Cool_User', broadcaster_user_id: '1337' };
    expect(readPayload(eventSubNotificationSchema, { subscription, event }, 'EventSub notification')).toEqual(
      {
        ok: true,
        value: {
          subscription: {
            id: subscription.id,
            status: 'enabled',
            type: 'channel.follow',
            version: '2',
            condition: { broadcaster_user_id: '1337' },
          },
          event,
        },
      },
    );
  });

  it('reads a verification challenge and a revocation with its reason', () => {
    const verification = readPayload(
      eventSubVerificationSchema,
      { challenge: 'pogchamp-kappa-360noscope-vohiyo', subscription },
      'EventSub verification',
    );
    expect(verification.ok && verification.value.challenge).toBe('pogchamp-kappa-360noscope-vohiyo');
    const revoked = { ...subscription, type: 'channel.raid', condition: { to_broadcaster_user_id: '1337' } };
    const revocation = readPayload(
      eventSubRevocationSchema,
      { subscription: { ...revoked, status: 'authorization_revoked' } },
      'EventSub revocation',
    );
    expect(revocation.ok && revocation.value.subscription).toMatchObject({
      status: 'authorization_revoked',
      condition: { to_broadcaster_user_id: '1337' },
    });
  });

  it.each([
    [{ event: {} }, 'Malformed EventSub notification: subscription is missing.'],
    [{ subscription }, 'Malformed EventSub notification: event is missing.'],
    [{ subscription, event: [] }, 'Malformed EventSub notification: event should be an object, not a list.'],
    [
      { subscription: { ...subscription, id: 7 }, event: {} },
      'Malformed EventSub notification: subscription.id should be a string, not a number.',
    ],
    ['notification', 'Malformed EventSub notification: the body should be an object, not a string.'],
    [null, 'Malformed EventSub notification: the body should be an object, not null.'],
  ])('refuses a malformed notification with a plain reason (%j)', (body, reason) => {
    expect(readPayload(eventSubNotificationSchema, body, 'EventSub notification')).toEqual({
      ok: false,
      reason,
    });
  });

  it('refuses a verification without a challenge', () => {
    expect(readPayload(eventSubVerificationSchema, { subscription }, 'EventSub verification')).toEqual({
      ok: false,
      reason: 'Malformed EventSub verification: challenge is missing.',
    });
  });

  it('refuses a revocation without its status', () => {
    const { status: _status, ...withoutStatus } = subscription;
    expect(
      readPayload(eventSubRevocationSchema, { subscription: withoutStatus }, 'EventSub revocation'),
    ).toEqual({ ok: false, reason: 'Malformed EventSub revocation: subscription.status is missing.' });
  });
});
