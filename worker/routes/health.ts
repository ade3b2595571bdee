// GET /api/health: the streamer notice. What is wrong with the signed-in streamer's channel, each
// problem with the one action that fixes it. Opening the dashboard also checks the channel's
// subscriptions against Twitch, at most once a minute.
import { Hono } from 'hono';
import { missingScopeProblems } from '../../core/health/feature-scopes';
import { botNotInChannel, discordWebhookBroken, type Problem } from '../../core/health/problem';
import { tipServiceProblem } from '../../core/health/tip-status';
import { polledTipServices } from '../../core/tips/tip-requests';
import { listProblems } from '../../db/channel-problems';
import { type Database, openDatabase } from '../../db/client';
import { readDiscordSettings } from '../../db/discord';
import { claimSubscriptionCheck, findStreamer } from '../../db/streamers';
import { readTipSettings } from '../../db/tip-settings';
import {
  errorText,
  reconcileChannel,
  reconcileContext,
} from '../../integrations/twitch/subscription-reconciliation';
import type { AppEnv, Env } from '../env';
import { changesNothing } from '../route-properties';
import { tipListenerStates } from './tips';

const dashboardCheckGapMs = 60_000;

/** The dashboard-open reconciliation; a Twitch failure here is logged and the notice still answers. */
async function checkSubscriptions(env: Env, db: Database, streamerId: string, now: number) {
  const context = reconcileContext(env, db, now);
  if (!context.ok) return;
  if (!(await claimSubscriptionCheck(db, streamerId, now, dashboardCheckGapMs))) return;
  try {
    await reconcileChannel(context.ctx, streamerId);
  } catch (error) {
    console.error(`Reconciling channel ${streamerId} on dashboard open failed:`, errorText(error));
  }
}

export const healthRoutes = new Hono<AppEnv>().get('/', changesNothing, async (c) => {
  const db = openDatabase(c.env.DB);
  const streamerId = c.get('streamer').streamerId;
  const now = Date.now();
  const before = await findStreamer(db, streamerId);
  if (before?.botJoinedAt) await checkSubscriptions(c.env, db, streamerId, now);
  const streamer = await findStreamer(db, streamerId);
  const problems: Problem[] = [];
  if (!streamer?.botJoinedAt) problems.push(botNotInChannel);
  for (const { key: _key, ...problem } of await listProblems(db, streamerId)) problems.push(problem);
  // Dev mode has no grant; a Twitch grant from before a feature existed lacks its scopes.
  if (streamer?.tokenScopes) problems.push(...missingScopeProblems(streamer.tokenScopes));
  problems.push(...(await tipProblems(c.env, db, streamerId)));
  const discord = await readDiscordSettings(db, streamerId);
  if (discord?.webhookUrlEnc && discord.webhookBrokenAt) problems.push(discordWebhookBroken);
  return c.json({ status: true as const, problems });
});

/** The tip services' states, read where Tip Setup reads them (the channel's object). */
async function tipProblems(env: Env, db: Database, streamerId: string): Promise<Problem[]> {
  const states = await tipListenerStates(env, streamerId, await readTipSettings(db, streamerId));
  return polledTipServices.flatMap((service) => tipServiceProblem(service, states[service]) ?? []);
}
