// Periodic clean-up that no single request should pay for.
import { openDatabase } from '../db/client';
import { deleteExpiredSessions } from '../db/sessions';
import type { Env } from './env';

export async function runScheduledWork(env: Env, now: number): Promise<void> {
  await deleteExpiredSessions(openDatabase(env.DB), now);
}
