// StreamElements' REST API (kappa v2) with the channel's JWT: /channels/me names the channel,
// /tips/{channel} lists its tips by createdAt. Wire shapes stay in this file.
import { z } from 'zod';
import type { ListedTip } from '../../core/tips/tip-cursors';
import { getTipApi } from './tip-api';

export const streamElementsApi = 'https://api.streamelements.com/kappa/v2';
export const tipsPageSize = 100;
/** At most this many pages a check (1,000 tips); the oldest are read first, the rest wait for the next check. */
export const maxTipPages = 10;

const channelMeSchema = z.object({ _id: z.string().min(1) }).passthrough();

/** A tip is placed by its id and createdAt; the donation is read apart so one odd tip cannot stop the rest. */
const tipDocSchema = z
  .object({ _id: z.string().min(1), createdAt: z.string().datetime({ offset: true }) })
  .passthrough();
const donationSchema = z.object({
  donation: z.object({
    user: z.object({ username: z.string().nullish() }).passthrough().nullish(),
    amount: z.number().finite(),
    currency: z.string().nullish(),
    message: z.string().nullish(),
  }),
  status: z.string().optional(),
  deleted: z.boolean().optional(),
});
const tipsPageSchema = z.object({ total: z.number().int().nonnegative(), docs: z.array(tipDocSchema) });

export type TipsPage = { total: number; tips: ListedTip[] };

export function channelMeUrl(): string {
  return `${streamElementsApi}/channels/me`;
}

export function tipsUrl(channelId: string, after: number, before: number, offset: number): string {
  const url = new URL(`${streamElementsApi}/tips/${encodeURIComponent(channelId)}`);
  url.search = new URLSearchParams({
    after: String(after),
    before: String(before),
    limit: String(tipsPageSize),
    offset: String(offset),
    sort: '-createdAt',
  }).toString();
  return url.toString();
}

/** One tip document; `event` null when it is not money received (not "success", or deleted). */
export function readTipDoc(doc: z.infer<typeof tipDocSchema>): ListedTip {
  const at = Date.parse(doc.createdAt);
  const id = `se:${doc._id}`;
  const tip = donationSchema.safeParse(doc);
  if (!tip.success) return { id, at, event: null };
  const { donation, status, deleted } = tip.data;
  if ((status && status !== 'success') || deleted === true) return { id, at, event: null };
  return {
    id,
    at,
    event: {
      id,
      type: 'tip',
      user: donation.user?.username || 'Someone',
      amount: donation.amount,
      ...(donation.currency ? { currency: donation.currency } : {}),
      ...(donation.message ? { message: donation.message } : {}),
      isTest: false,
      at,
    },
  };
}

/** A page of /tips; null when the answer is not one (a failed check). */
export function readTipsPage(json: unknown): TipsPage | null {
  const page = tipsPageSchema.safeParse(json);
  return page.success ? pageOf(page.data) : null;
}

const pageOf = (page: z.infer<typeof tipsPageSchema>): TipsPage => ({
  total: page.total,
  tips: page.docs.map(readTipDoc),
});

export function readChannelMe(json: unknown): string | null {
  const me = channelMeSchema.safeParse(json);
  return me.success ? me.data._id : null;
}

export async function fetchStreamElementsChannelId(jwt: string): Promise<string> {
  const me = await getTipApi(channelMeUrl(), jwt, channelMeSchema);
  return me._id;
}

/**
 * The tips created in [after, before], newest first as the API sorts them. `before` is fixed for the
 * check, so offsets stay put while new tips arrive; past maxTipPages the newest are left for later.
 */
export async function fetchStreamElementsTips(
  jwt: string,
  channelId: string,
  after: number,
  before: number,
): Promise<ListedTip[]> {
  const read = async (offset: number) =>
    pageOf(await getTipApi(tipsUrl(channelId, after, before, offset), jwt, tipsPageSchema));
  const first = await read(0);
  if (first.total <= tipsPageSize || first.tips.length < tipsPageSize) return first.tips;
  // More than one page: read the oldest maxTipPages pages, so what is delivered leaves no gap behind it.
  const skip = Math.max(0, first.total - maxTipPages * tipsPageSize);
  const offsets: number[] = [];
  for (let offset = skip; offset < first.total; offset += tipsPageSize) offsets.push(offset);
  const pages = [];
  for (const offset of offsets) pages.push(offset === 0 ? first : await read(offset));
  return pages.flatMap((page) => page.tips);
}
