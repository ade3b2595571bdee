// StreamElements' Astro gateway (protocols.md 6.2): one WebSocket, a subscribe request for the
// channel.tips topic with the channel's JWT, then tip messages. Wire shapes stay in this file.
import { z } from 'zod';
import type { LiveEvent } from '../../core/live/live-event';

/** workerd opens outbound sockets by fetching the https form of the address with an Upgrade header. */
export const astroGatewayUrl = 'https://astro.streamelements.com';
export const tipsTopic = 'channel.tips';

export function astroSubscribeFrame(jwt: string, nonce: string): string {
  return JSON.stringify({
    type: 'subscribe',
    nonce,
    data: { topic: tipsTopic, token: jwt, token_type: 'jwt' },
  });
}

const astroResponseSchema = z.object({
  type: z.literal('response'),
  nonce: z.string().optional(),
  error: z.string().optional(),
  data: z.object({ message: z.string().optional() }).passthrough().optional(),
});

const astroTipSchema = z.object({
  type: z.literal('message'),
  topic: z.literal(tipsTopic),
  data: z.object({
    _id: z.string().min(1),
    status: z.string().optional(),
    donation: z.object({
      user: z.object({ username: z.string().nullish() }).passthrough().nullish(),
      amount: z.number(),
      currency: z.string().nullish(),
      message: z.string().nullish(),
    }),
  }),
});

export type AstroFrame =
  | { kind: 'subscribed' }
  | { kind: 'refused'; error: string; message?: string }
  | { kind: 'tip'; event: LiveEvent }
  | { kind: 'other' };

/** Reads one text frame from the gateway. */
export function readAstroFrame(text: string, now: number): AstroFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'other' };
  }
  const response = astroResponseSchema.safeParse(json);
  if (response.success) {
    const { error, data } = response.data;
    return error ? { kind: 'refused', error, message: data?.message } : { kind: 'subscribed' };
  }
  const tip = astroTipSchema.safeParse(json);
  if (!tip.success) return { kind: 'other' };
  const { _id, status, donation } = tip.data.data;
  // A tip still being processed (or refunded) is not money received.
  if (status && status !== 'success') return { kind: 'other' };
  return {
    kind: 'tip',
    event: {
      id: `se:${_id}`,
      type: 'tip',
      user: donation.user?.username || 'Someone',
      amount: donation.amount,
      ...(donation.currency ? { currency: donation.currency } : {}),
      ...(donation.message ? { message: donation.message } : {}),
      isTest: false,
      at: now,
    },
  };
}

/** Errors after which retrying the same token is pointless. */
export const isAstroAuthError = (error: string) =>
  error === 'err_unauthorized' || error === 'err_bad_request';
