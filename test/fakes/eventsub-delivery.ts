// Builds EventSub webhook deliveries the way Twitch sends them (protocols.md 1.2-1.3): the headers,
// and an HMAC-SHA256 signature over message id + timestamp + raw body, keyed by the subscription secret.

export type DeliveryOptions = {
  secret: string;
  messageType: 'notification' | 'webhook_callback_verification' | 'revocation';
  subscriptionType: string;
  body: unknown;
  messageId?: string;
  /** RFC3339 with nanoseconds, as Twitch sends it; defaults to now. */
  timestamp?: string;
  /** Sign with this secret instead, to fake a forged delivery. */
  signWith?: string;
};

export function rfc3339Nano(date: Date): string {
  return date.toISOString().replace('Z', '123456Z');
}

export async function eventSubDelivery(url: string, options: DeliveryOptions): Promise<Request> {
  const messageId = options.messageId ?? crypto.randomUUID();
  const timestamp = options.timestamp ?? rfc3339Nano(new Date());
  const body = JSON.stringify(options.body);
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.signWith ?? options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(messageId + timestamp + body)),
  );
  const signature = `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // Twitch declares each delivery's size, as an HTTP request over the network does.
      'Content-Length': String(new TextEncoder().encode(body).byteLength),
      'Twitch-Eventsub-Message-Id': messageId,
      'Twitch-Eventsub-Message-Retry': '0',
      'Twitch-Eventsub-Message-Type': options.messageType,
      'Twitch-Eventsub-Message-Signature': signature,
      'Twitch-Eventsub-Message-Timestamp': timestamp,
      'Twitch-Eventsub-Subscription-Type': options.subscriptionType,
      'Twitch-Eventsub-Subscription-Version': subscriptionVersion(options.subscriptionType),
    },
    body,
  });
}

/** channel.follow is only offered as version 2 (protocols.md section 2); the rest are version 1. */
const subscriptionVersion = (type: string) => (type === 'channel.follow' ? '2' : '1');

/** A subscription object as it appears in every EventSub body. */
export function eventSubSubscription(type: string, condition: Record<string, string>, status = 'enabled') {
  return {
    id: crypto.randomUUID(),
    status,
    type,
    version: subscriptionVersion(type),
    condition,
    transport: { method: 'webhook', callback: 'https://example.com/webhooks/twitch' },
    created_at: rfc3339Nano(new Date()),
    cost: 0,
  };
}
