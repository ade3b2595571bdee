// Streamlabs' REST API (v2.0) with the streamer's OAuth access token: GET /donations lists the
// donations to their Streamlabs page, newest first, by donation_id. Wire shapes stay in this file.
import { z } from 'zod';
import type { ListedDonation } from '../../core/tips/tip-cursors';
import { getTipApi } from './tip-api';

export const streamlabsApi = 'https://streamlabs.com/api/v2.0';
export const donationsPageSize = 100;
/** At most this many pages a check (1,000 donations since the last one). */
export const maxDonationPages = 10;

const donationIdSchema = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
/** A donation is placed by its id and time; the rest is read apart so one odd donation cannot stop the others. */
const donationDocSchema = z
  .object({ donation_id: donationIdSchema, created_at: z.number().int().nonnegative() })
  .passthrough();
const donationBodySchema = z.object({
  amount: z.union([z.string(), z.number()]),
  currency: z.string().nullish(),
  name: z.string().nullish(),
  message: z.string().nullish(),
});
const donationsPageSchema = z.object({ data: z.array(donationDocSchema) });

export function donationsUrl(after: number | null, before: number | null): string {
  const url = new URL(`${streamlabsApi}/donations`);
  const query: Record<string, string> = { limit: String(donationsPageSize) };
  if (after !== null) query.after = String(after);
  if (before !== null) query.before = String(before);
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}

/** One donation; `event` null when its amount cannot be read. The LiveEvent id is the socket reader's `sl:<id>`. */
export function readDonation(doc: z.infer<typeof donationDocSchema>): ListedDonation {
  const donationId = doc.donation_id;
  const at = doc.created_at * 1000;
  const id = `sl:${donationId}`;
  const body = donationBodySchema.safeParse(doc);
  const amount = body.success ? Number(body.data.amount) : Number.NaN;
  if (!body.success || !Number.isFinite(amount)) return { id, at, donationId, event: null };
  const { name, currency, message } = body.data;
  return {
    id,
    at,
    donationId,
    event: {
      id,
      type: 'tip',
      user: name || 'Someone',
      amount,
      ...(currency ? { currency } : {}),
      ...(message ? { message } : {}),
      isTest: false,
      at,
    },
  };
}

/** A page of /donations; null when the answer is not one (a failed check). */
export function readDonationsPage(json: unknown): ListedDonation[] | null {
  const page = donationsPageSchema.safeParse(json);
  return page.success ? page.data.data.map(readDonation) : null;
}

/**
 * The donations newer than `after` (the newest ones when null): a full page is followed by the page
 * before its oldest donation, up to maxDonationPages, until a page reaches back past `oldestWanted`.
 */
export async function fetchStreamlabsDonations(
  accessToken: string,
  after: number | null,
  oldestWanted: number,
): Promise<ListedDonation[]> {
  const listed: ListedDonation[] = [];
  let before: number | null = null;
  for (let page = 0; page < maxDonationPages; page++) {
    const { data } = await getTipApi(donationsUrl(after, before), accessToken, donationsPageSchema);
    const donations = data.map(readDonation);
    listed.push(...donations);
    if (donations.length < donationsPageSize) break;
    if (donations.some((donation) => donation.at < oldestWanted)) break;
    before = Math.min(...donations.map((donation) => donation.donationId));
    if (after !== null && before <= after + 1) break;
  }
  return listed;
}
