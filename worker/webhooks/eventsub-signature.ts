// EventSub message authenticity (protocols.md 1.3-1.4): HMAC-SHA256 over id + timestamp + raw body,
// checked with WebCrypto's verify, and a 10-minute freshness window against replays.
import { eventSubMaxAgeMs } from '../../core/live/eventsub-window';

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

export async function isEventSubSignatureValid(
  secret: string,
  messageId: string,
  timestamp: string,
  rawBody: string,
  signatureHeader: string,
): Promise<boolean> {
  if (!signatureHeader.startsWith('sha256=')) return false;
  const signature = hexToBytes(signatureHeader.slice('sha256='.length));
  if (!signature) return false;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, signature, encoder.encode(messageId + timestamp + rawBody));
}

/** Timestamps are RFC3339 with nanoseconds; Date.parse keeps the milliseconds. */
export function isEventSubTimestampFresh(timestamp: string, now: number): boolean {
  const sentAt = Date.parse(timestamp);
  return Number.isFinite(sentAt) && Math.abs(now - sentAt) <= eventSubMaxAgeMs;
}
