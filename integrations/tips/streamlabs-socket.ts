// Streamlabs' Socket API in raw Engine.IO v3 / socket.io v2 form (protocols.md 6.1): an open packet
// with the ping interval, client pings `2` answered by `3`, events as `42["event",{…}]`.
import { z } from 'zod';
import type { LiveEvent } from '../../core/live/live-event';

export function streamlabsSocketUrl(socketToken: string): string {
  const url = new URL('https://sockets.streamlabs.com/socket.io/');
  url.search = new URLSearchParams({ EIO: '3', transport: 'websocket', token: socketToken }).toString();
  return url.toString();
}

export const engineIoPing = '2';

const openSchema = z.object({ pingInterval: z.number().positive(), pingTimeout: z.number().positive() });

const donationSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  _id: z.string().optional(),
  name: z.string().nullish(),
  amount: z.union([z.string(), z.number()]),
  currency: z.string().nullish(),
  message: z.string().nullish(),
  isTest: z.boolean().optional(),
});

const eventSchema = z.object({
  type: z.string(),
  for: z.string().nullish(),
  message: z.array(z.unknown()),
  event_id: z.string().optional(),
});

export type StreamlabsPacket =
  | { kind: 'open'; pingInterval: number; pingTimeout: number }
  | { kind: 'pong' }
  | { kind: 'tips'; events: LiveEvent[] }
  | { kind: 'closed' }
  /** socket.io's connect error (`44…`): the server refused the socket token. */
  | { kind: 'refused' }
  | { kind: 'other' };

/** Donations to the streamer's Streamlabs page; Twitch's own events (for: twitch_account) come from EventSub. */
const isStreamlabsDonation = (event: z.infer<typeof eventSchema>) =>
  event.type === 'donation' && (!event.for || event.for === 'streamlabs');

/** Reads one text frame. */
export function readStreamlabsPacket(text: string, now: number): StreamlabsPacket {
  if (text === '3') return { kind: 'pong' };
  if (text === '1' || text === '41') return { kind: 'closed' };
  if (text.startsWith('44')) return { kind: 'refused' };
  if (text.startsWith('0')) {
    const open = openSchema.safeParse(parseJson(text.slice(1)));
    return open.success ? { kind: 'open', ...open.data } : { kind: 'other' };
  }
  if (!text.startsWith('42')) return { kind: 'other' };
  const packet = parseJson(text.slice(2));
  if (!Array.isArray(packet) || packet[0] !== 'event') return { kind: 'other' };
  const event = eventSchema.safeParse(packet[1]);
  if (!event.success || !isStreamlabsDonation(event.data)) return { kind: 'other' };
  const events = event.data.message.flatMap((item) => {
    const tip = donationTip(item, now);
    return tip ? [tip] : [];
  });
  return { kind: 'tips', events };
}

function donationTip(item: unknown, now: number): LiveEvent | null {
  const donation = donationSchema.safeParse(item);
  if (!donation.success) return null;
  const { id, _id, name, amount, currency, message, isTest } = donation.data;
  const donationId = id ?? _id;
  const value = Number(amount);
  if (donationId === undefined || !Number.isFinite(value)) return null;
  return {
    id: `sl:${donationId}`,
    type: 'tip',
    user: name || 'Someone',
    amount: value,
    ...(currency ? { currency } : {}),
    ...(message ? { message } : {}),
    isTest: isTest === true,
    at: now,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
