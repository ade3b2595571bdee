// Reconciliation (issue 16): the subscriptions each joined channel should have (eventsub-types.ts)
// compared with what Twitch holds (Get EventSub Subscriptions, paged). Missing ones are created,
// failed ones replaced, orphans of channels the bot left deleted, and the ones Twitch will not let the
// bot recreate become problems for the streamer.

import { subscriptionLost } from '../../core/health/problem';
import { healthyStatuses, isUnrecoverable } from '../../core/health/subscription-statuses';
import { clearProblem, listProblems, recordProblem } from '../../db/channel-problems';
import type { Database } from '../../db/client';
import { type HeldSubscription, replaceHeldSubscriptions } from '../../db/eventsub-subscriptions';
import { joinedChannels } from '../../db/streamers';
import type { TwitchVars } from './app-config';
import type { HelixFetch } from './app-token-provider';
import { channelSubscriptions } from './eventsub-subscriptions';
import { twitchTokenStore } from './token-store';

export type ActualSubscription = {
  id: string;
  type: string;
  version: string;
  status: string;
  condition: Record<string, string>;
  transport: { method: string; callback?: string };
};

export type ReconcileContext = {
  helix: HelixFetch;
  db: Database;
  /** Our webhook (PUBLIC_URL + /webhooks/twitch): subscriptions to any other callback are not ours. */
  callback: string;
  secret: string;
  botId: string | undefined;
  now: number;
};

export type ChannelReconciliation = { kept: number; created: number; removed: number; lost: string[] };

/** A failed Helix call, with what was asked: one channel's failure is logged and the next goes on. */
export class HelixError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} answered ${status}`);
  }
}

const problemKey = (type: string) => `subscription:${type}`;

/** The channel a subscription is about (raids name the receiving channel). */
export const channelOfCondition = (condition: Record<string, string>) =>
  condition.broadcaster_user_id ?? condition.to_broadcaster_user_id ?? '';

const sameCondition = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Every page of Get EventSub Subscriptions for `filter` (Twitch allows one filter at a time). */
export async function listSubscriptions(
  helix: HelixFetch,
  filter: Record<string, string> = {},
): Promise<ActualSubscription[]> {
  const all: ActualSubscription[] = [];
  let after: string | undefined;
  do {
    const query = new URLSearchParams(filter);
    if (after) query.set('after', after);
    const response = await helix(`/eventsub/subscriptions?${query}`);
    if (!response.ok) throw new HelixError(response.status, 'Get EventSub Subscriptions');
    const page = (await response.json()) as { data: ActualSubscription[]; pagination?: { cursor?: string } };
    all.push(...page.data);
    after = page.data.length > 0 ? page.pagination?.cursor : undefined;
  } while (after);
  return all;
}

async function deleteSubscription(helix: HelixFetch, id: string): Promise<void> {
  const response = await helix(`/eventsub/subscriptions?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!response.ok && response.status !== 404)
    throw new HelixError(response.status, 'Delete EventSub Subscription');
}

type Created = { ok: true; id: string } | { ok: false; status: number };

async function createSubscription(
  ctx: ReconcileContext,
  spec: (typeof channelSubscriptions)[number],
  streamerId: string,
): Promise<Created> {
  const response = await ctx.helix('/eventsub/subscriptions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: spec.type,
      version: spec.version,
      condition: spec.condition(streamerId, ctx.botId ?? streamerId),
      transport: { method: 'webhook', callback: ctx.callback, secret: ctx.secret },
    }),
  });
  if (!response.ok) return { ok: false, status: response.status };
  const body = (await response.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  return id ? { ok: true, id } : { ok: false, status: 502 };
}

/**
 * Brings one joined channel's subscriptions in line. `actual` is what Twitch holds for it (listed by
 * user when not given). A type with a standing unrecoverable problem is not created again until the
 * streamer joins again or reconnects (which clears it); Twitch would only refuse it.
 */
export async function reconcileChannel(
  ctx: ReconcileContext,
  streamerId: string,
  actual?: ActualSubscription[],
): Promise<ChannelReconciliation> {
  const listed = actual ?? (await listSubscriptions(ctx.helix, { user_id: streamerId }));
  const ours = listed.filter(
    (s) =>
      s.transport.method === 'webhook' &&
      s.transport.callback === ctx.callback &&
      channelOfCondition(s.condition) === streamerId,
  );
  const standing = new Set((await listProblems(ctx.db, streamerId)).map((p) => p.key));
  const held: HeldSubscription[] = [];
  const accounted = new Set<string>();
  const result: ChannelReconciliation = { kept: 0, created: 0, removed: 0, lost: [] };
  const remove = async (subscription: ActualSubscription) => {
    await deleteSubscription(ctx.helix, subscription.id);
    result.removed++;
  };
  const lose = async (type: string, status: string) => {
    result.lost.push(type);
    await recordProblem(ctx.db, streamerId, problemKey(type), subscriptionLost(type, status), ctx.now);
  };

  for (const spec of channelSubscriptions) {
    const condition = spec.condition(streamerId, ctx.botId ?? streamerId);
    const matches = ours.filter(
      (s) => s.type === spec.type && s.version === spec.version && sameCondition(s.condition, condition),
    );
    for (const match of matches) accounted.add(match.id);
    const healthy = matches.find((s) => healthyStatuses.has(s.status));
    if (healthy) {
      held.push({ subscriptionId: healthy.id, type: spec.type });
      result.kept++;
      if (standing.has(problemKey(spec.type))) await clearProblem(ctx.db, streamerId, problemKey(spec.type));
      // Duplicates and failed copies beside a working one only cost subscriptions.
      for (const other of matches) if (other !== healthy) await remove(other);
      continue;
    }
    const dead = matches.find((s) => isUnrecoverable(s.status));
    for (const match of matches) await remove(match);
    if (dead) {
      await lose(spec.type, dead.status);
      continue;
    }
    if (standing.has(problemKey(spec.type))) {
      result.lost.push(spec.type);
      continue;
    }
    const created = await createSubscription(ctx, spec, streamerId);
    if (created.ok) {
      held.push({ subscriptionId: created.id, type: spec.type });
      result.created++;
    } else if (created.status === 403) {
      await lose(spec.type, 'missing_permission');
    } else if (created.status !== 409) {
      throw new HelixError(created.status, `Create EventSub Subscription ${spec.type}`);
    }
  }
  // Ours for this channel but of no type (or version, or condition) the bot uses any more.
  for (const stale of ours) if (!accounted.has(stale.id)) await remove(stale);
  await replaceHeldSubscriptions(ctx.db, streamerId, held, ctx.now);
  return result;
}

/** Reconciliation needs a real Twitch app, our public address and the webhook secret. */
export function reconcileContext(
  env: TwitchVars & { DB: D1Database },
  db: Database,
  now: number,
): { ok: true; ctx: ReconcileContext } | { ok: false; reason: string } {
  const tokens = twitchTokenStore(env);
  if (!tokens) return { ok: false, reason: 'no Twitch app is configured (dev mode)' };
  if (!env.PUBLIC_URL) return { ok: false, reason: 'PUBLIC_URL is not set on this server' };
  if (!env.EVENTSUB_SECRET) return { ok: false, reason: 'EVENTSUB_SECRET is not set on this server' };
  return {
    ok: true,
    ctx: {
      helix: tokens.appFetch(),
      db,
      callback: webhookCallback(env.PUBLIC_URL),
      secret: env.EVENTSUB_SECRET,
      botId: tokens.config.botUserId,
      now,
    },
  };
}

export const webhookCallback = (publicUrl: string) => new URL('/webhooks/twitch', publicUrl).toString();

export type ReconciliationRun = { channels: number; failed: string[]; orphansRemoved: number };

/**
 * The hourly pass: one listing of everything the app holds, orphans (ours, for channels the bot is
 * not in) deleted, then each joined channel in turn; a channel that fails is logged and skipped.
 */
export async function reconcileAllChannels(ctx: ReconcileContext): Promise<ReconciliationRun> {
  const all = await listSubscriptions(ctx.helix);
  const joined = await joinedChannels(ctx.db);
  const joinedSet = new Set(joined);
  const run: ReconciliationRun = { channels: joined.length, failed: [], orphansRemoved: 0 };
  for (const orphan of all) {
    if (orphan.transport.callback !== ctx.callback || joinedSet.has(channelOfCondition(orphan.condition)))
      continue;
    try {
      await deleteSubscription(ctx.helix, orphan.id);
      run.orphansRemoved++;
    } catch (error) {
      console.error(`Could not delete orphan subscription ${orphan.id}:`, errorText(error));
    }
  }
  const byChannel = new Map<string, ActualSubscription[]>(joined.map((id) => [id, []]));
  for (const subscription of all)
    byChannel.get(channelOfCondition(subscription.condition))?.push(subscription);
  for (const [streamerId, actual] of byChannel) {
    try {
      await reconcileChannel(ctx, streamerId, actual);
    } catch (error) {
      run.failed.push(streamerId);
      console.error(`Reconciling channel ${streamerId} failed:`, errorText(error));
    }
  }
  return run;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
