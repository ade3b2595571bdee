// For tests of one migration: the database taken back to just before it (the runner's setup applied every
// migration; each workerd test file has a database of its own), and a streamer row as any migration had.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/** Every table dropped: the database as new. */
async function emptyDatabase(): Promise<void> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    // IF EXISTS: dropping a full-text index (quote_search) drops its own tables with it.
    ...results.map(({ name }) => env.DB.prepare(`DROP TABLE IF EXISTS "${name}"`)),
  ]);
}

/** A streamer whose id, login and display name are all `id`. */
export const streamerRow = (id: string) =>
  env.DB.prepare(
    `INSERT INTO streamers (twitch_user_id, login, display_name, overlay_secret_key, created_at, updated_at)
     VALUES (?1, ?1, ?1, 'key-' || ?1, 0, 0)`,
  ).bind(id);

/** The database as it was just before the named migration (`migrateAll` then applies it and the rest). */
export async function databaseBefore(migration: string): Promise<void> {
  const upTo = env.TEST_MIGRATIONS.findIndex((m) => m.name === migration);
  if (upTo < 1) throw new Error(`no migration ${migration} after the first`);
  await emptyDatabase();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, upTo));
}

export const migrateAll = () => applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
