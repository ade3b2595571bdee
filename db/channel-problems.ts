// Problems recorded for a channel (the streamer notice): one row per cause, replaced when recorded
// again, removed when the cause is repaired.
import { and, eq, like } from 'drizzle-orm';
import type { Problem, ProblemAction, ProblemArea, ProblemSeverity } from '../core/health/problem';
import type { Database } from './client';
import { channelProblems } from './schema';

export async function recordProblem(
  db: Database,
  streamerId: string,
  key: string,
  problem: Problem,
  now: number,
): Promise<void> {
  const values = {
    area: problem.area,
    severity: problem.severity,
    message: problem.message,
    action: JSON.stringify(problem.action),
    recordedAt: now,
  };
  await db
    .insert(channelProblems)
    .values({ streamerId, key, ...values })
    .onConflictDoUpdate({ target: [channelProblems.streamerId, channelProblems.key], set: values });
}

export async function clearProblem(db: Database, streamerId: string, key: string): Promise<void> {
  await db
    .delete(channelProblems)
    .where(and(eq(channelProblems.streamerId, streamerId), eq(channelProblems.key, key)));
}

/** Every problem whose key starts with `prefix` (say, all of one area's). */
export async function clearProblems(db: Database, streamerId: string, prefix: string): Promise<void> {
  await db
    .delete(channelProblems)
    .where(and(eq(channelProblems.streamerId, streamerId), like(channelProblems.key, `${prefix}%`)));
}

export type StoredProblem = Problem & { key: string };

export async function listProblems(db: Database, streamerId: string): Promise<StoredProblem[]> {
  const rows = await db
    .select()
    .from(channelProblems)
    .where(eq(channelProblems.streamerId, streamerId))
    .orderBy(channelProblems.recordedAt);
  return rows.map((row) => ({
    key: row.key,
    area: row.area as ProblemArea,
    severity: row.severity as ProblemSeverity,
    message: row.message,
    action: JSON.parse(row.action) as ProblemAction,
  }));
}
