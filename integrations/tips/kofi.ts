// Ko-fi webhooks (protocols.md 6.3): a form post whose one field `data` holds the payment as JSON.
// Wire types keep Ko-fi's snake_case and are converted to a LiveEvent here, once.
import { z } from 'zod';
import type { LiveEvent } from '../../core/live/live-event';

/** The fields we read; Ko-fi sends more (url, email, shop_items, shipping …), which are ignored. */
export const kofiPaymentSchema = z.object({
  verification_token: z.string(),
  message_id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  is_public: z.boolean().optional(),
  from_name: z.string().nullish(),
  message: z.string().nullish(),
  amount: z.string(),
  currency: z.string().nullish(),
  kofi_transaction_id: z.string().nullish(),
});

export type KofiPayment = z.infer<typeof kofiPaymentSchema>;

/**
 * Payment types shown as tips. Shop orders and commissions buy goods or work, so they are not
 * shown on stream as tips (Ko-fi still gets its 200).
 */
const tipTypes = new Set(['Donation', 'Subscription']);

/** The payment from the form field's JSON, or null when it is not a Ko-fi payment. */
export function readKofiPayment(data: unknown): KofiPayment | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = kofiPaymentSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Donations and subscription payments show as tips; shop orders and commissions do not. */
export const isKofiTip = (payment: KofiPayment) => tipTypes.has(payment.type);

/** The most one Ko-fi payment may be worth; anything larger is a forged or broken payload. */
export const maxKofiAmount = 1_000_000;

/** A payment amount as Ko-fi writes it ("3.00"): a plain positive decimal up to the maximum, else null. */
export function kofiAmount(text: string): number | null {
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(text.trim())) return null;
  const amount = Number(text);
  return amount > 0 && amount <= maxKofiAmount ? amount : null;
}

/**
 * The tip a payment shows as, or null for payments that are not tips or whose amount is not a
 * plausible one (negative, empty, hex, exponent, over the maximum); a private message stays private.
 */
export function kofiTipEvent(payment: KofiPayment, now: number): LiveEvent | null {
  const amount = kofiAmount(payment.amount);
  if (!isKofiTip(payment) || amount === null) return null;
  return {
    id: kofiEventId(payment.message_id),
    type: 'tip',
    user: payment.from_name || 'Someone',
    amount,
    ...(payment.currency ? { currency: payment.currency } : {}),
    ...(payment.is_public !== false && payment.message ? { message: payment.message } : {}),
    isTest: false,
    at: now,
    // Ko-fi resends a post it got no 200 for, with no retry counter, and each copy is stamped on
    // arrival: every Ko-fi tip takes the event log's look back for its id (tips are few). Ko-fi's
    // own `timestamp` would not do as `at`: it is optional, and alerts time their delay from `at`.
    mayBeRepeat: true,
  };
}

/** Ko-fi resends with the same message_id; the channel dedupes on this id. */
export const kofiEventId = (messageId: string) => `kofi:${messageId}`;

/** Compares the token Ko-fi sent with the saved one without leaking where they differ. */
export async function isKofiTokenValid(sent: string, saved: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(sent), digest(saved)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
