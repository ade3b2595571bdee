// Set-up for the tip-service tests: each test gets its own streamer (so its own ChannelDO and
// tip_settings row), signed in with a session, and reads what reached the channel.
import { env, exports } from 'cloudflare:workers';
import type { LiveEvent } from '../../core/live/live-event';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { upsertStreamer } from '../../db/streamers';
import { dashboardRequest, origin } from './session-helpers';

export async function newStreamer() {
  const id = String(50_000_000 + Math.floor(Math.random() * 1_000_000));
  const db = openDatabase(env.DB);
  const streamer = await upsertStreamer(
    db,
    { streamerId: id, login: `tipped_${id}`, displayName: `Tipped${id}` },
    null,
    Date.now(),
  );
  const cookie = `session=${await createSession(db, id, Date.now())}`;
  const api = (method: string, path: string, body?: unknown) =>
    exports.default.fetch(dashboardRequest(cookie, method, path, body));
  const json = async (method: string, path: string, body?: unknown) =>
    (await (await api(method, path, body)).json()) as Record<string, unknown>;
  /** The tips the channel's live state holds, newest first. */
  const tips = async () => {
    const response = await exports.default.fetch(`${origin}/api/overlay/${streamer.overlaySecretKey}/state`);
    const { state } = (await response.json()) as { state: { recentEvents: LiveEvent[] } };
    return state.recentEvents.filter((event) => event.type === 'tip');
  };
  const tipRow = () =>
    env.DB.prepare('SELECT * FROM tip_settings WHERE streamer_id = ?')
      .bind(id)
      .first<Record<string, unknown>>();
  return { id, cookie, overlayKey: streamer.overlaySecretKey, api, json, tips, tipRow };
}

/** Socket arrivals are asynchronous: poll with a short deadline instead of sleeping. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 4000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
