// The settings history (issue 49): every change an editor can make is written with who made it and in
// words (alert controls, carousel removals, a moderation Undo), each person's changes are kept apart so an
// editor's toggles never push the owner's out, and only the owner may clear it.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultModerationSettings, withRecommendedFilters } from '../../core/moderation/moderation-settings';
import { openDatabase } from '../../db/client';
import { keptChangesPerPerson, recordSettingsChange } from '../../db/settings-changes';
import { openEventsOverlay, type StreamerFixture, streamerFixture } from './live-events-fixture';
import { channelSnapshot } from './tenant-fixture';

type Change = { id: number; by: string; what: string; at: number };
type HistoryPage = { changes: Change[]; hasMore: boolean; authors: string[] };

/** A channel with an editor acting on it; names unique to this file, as editors are named by login. */
async function channelWithEditor(name: string) {
  const owner = await streamerFixture(`${name}Owner`);
  const editor = await streamerFixture(`${name}Editor`);
  expect((await owner.api('POST', '/api/editors', { login: editor.name })).status).toBe(200);
  expect((await editor.api('POST', '/api/session/channel', { login: owner.name })).status).toBe(200);
  return { owner, editor, ownerLogin: owner.name.toLowerCase(), editorLogin: editor.name.toLowerCase() };
}

const historyOf = async (reader: StreamerFixture, query = '') => {
  const answer = await reader.api('GET', `/api/settingsHistory${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as HistoryPage;
};

/** Every change kept of one person, page by page. */
async function allChangesBy(reader: StreamerFixture, login: string): Promise<Change[]> {
  const changes: Change[] = [];
  for (let page = await historyOf(reader, `?by=${login}`); ; ) {
    changes.push(...page.changes);
    const oldest = page.changes.at(-1);
    if (!page.hasMore || !oldest) return changes;
    page = await historyOf(reader, `?by=${login}&before=${oldest.id}`);
  }
}

describe('the settings history', () => {
  let channel: Awaited<ReturnType<typeof channelWithEditor>>;

  beforeAll(async () => {
    channel = await channelWithEditor('Flush');
  });

  it("keeps the owner's changes after 205 of an editor's toggles", async () => {
    const { owner, editor, ownerLogin, editorLogin } = channel;
    expect((await owner.api('POST', '/api/regulars', { login: 'ownersregular' })).status).toBe(200);
    expect((await owner.api('POST', '/api/alerts/control', { action: 'pause' })).status).toBe(200);
    // 100 toggles through the API; the API lets a channel make 120 changes a minute, so the other 105
    // are written by the function the history's middleware calls for each change.
    for (let toggle = 0; toggle < 100; toggle++) {
      const action = toggle % 2 === 0 ? 'resume' : 'pause';
      expect((await editor.api('POST', '/api/alerts/control', { action })).status).toBe(200);
    }
    const db = openDatabase(env.DB);
    for (let toggle = 100; toggle < 205; toggle++)
      await recordSettingsChange(db, owner.streamerId, {
        by: editorLogin,
        what: toggle % 2 === 0 ? 'Alerts: resumed' : 'Alerts: paused',
        at: Date.now(),
      });

    const owners = await allChangesBy(owner, ownerLogin);
    expect(owners.map((change) => change.what)).toEqual(
      expect.arrayContaining(['Alerts: paused', 'Regulars: saved']),
    );
    const editors = await allChangesBy(owner, editorLogin);
    expect(editors).toHaveLength(keptChangesPerPerson);
    expect(editors.every((change) => change.by === editorLogin)).toBe(true);
    // The newest page is the editor's; the owner's changes are further down, and the filter finds them.
    const newest = await historyOf(owner);
    expect(newest).toMatchObject({ hasMore: true, authors: [editorLogin, ownerLogin].sort() });
    expect(newest.changes.every((change) => change.by === editorLogin)).toBe(true);
    expect(await historyOf(editor, `?by=${ownerLogin}`)).toMatchObject({ changes: owners });
  }, 120_000);

  it('refuses a history query it cannot read, with the reason', async () => {
    for (const query of ['?before=abc', '?before=-1', '?by=not%20a%20login'])
      expect((await channel.owner.api('GET', `/api/settingsHistory${query}`)).status).toBe(400);
  });

  it('lets only the owner clear the history, and records that it was cleared', async () => {
    const { owner, editor, ownerLogin } = channel;
    const before = await channelSnapshot(owner.streamerId);
    const refused = await editor.api('POST', '/api/settingsHistory/clear');
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toMatch(/Only the channel's owner can manage clearing the settings history/);
    expect(await channelSnapshot(owner.streamerId)).toEqual(before);

    expect((await owner.api('POST', '/api/settingsHistory/clear')).status).toBe(200);
    const after = await historyOf(owner);
    expect(after.changes).toEqual([
      expect.objectContaining({ by: ownerLogin, what: 'The settings history: cleared' }),
    ]);
  });
});

describe('what an editor does, in the history with their name', () => {
  it('records alert controls, a carousel removal and a moderation Undo in words', async () => {
    const { owner, editor, editorLogin } = await channelWithEditor('Words');
    const newestBy = async () => (await historyOf(owner)).changes[0];

    for (const [action, what] of [
      ['pause', 'Alerts: paused'],
      ['resume', 'Alerts: resumed'],
      ['mute', 'Alerts: sounds and speech muted'],
      ['unmute', 'Alerts: sounds and speech unmuted'],
    ] as const) {
      expect((await editor.api('POST', '/api/alerts/control', { action })).status).toBe(200);
      expect(await newestBy()).toMatchObject({ by: editorLogin, what });
    }
    // A control refused (nothing to skip) changed nothing, so it is not history.
    const idle = await historyOf(owner);
    expect((await editor.api('POST', '/api/alerts/control', { action: 'skip' })).status).toBe(404);
    expect((await historyOf(owner)).changes).toEqual(idle.changes);

    const overlay = await openEventsOverlay(owner.overlayKey);
    await overlay.nextQueues();
    expect(
      (await editor.api('POST', '/api/simulator/event', { type: 'follow', user: 'Followy' })).status,
    ).toBe(200);
    while ((await overlay.nextQueues()).follows.queue.length === 0);
    overlay.close();
    expect((await editor.api('DELETE', '/api/events/removeEvent', { type: 'follow' })).status).toBe(200);
    expect(await newestBy()).toMatchObject({
      by: editorLogin,
      what: 'Event carousel: the next follow from Followy removed',
    });
    // Nothing left to remove: nothing changed, nothing written.
    const removed = await historyOf(owner);
    expect((await editor.api('DELETE', '/api/events/removeEvent', { type: 'follow' })).body).toMatchObject({
      removed: null,
    });
    expect((await historyOf(owner)).changes).toEqual(removed.changes);

    const filters = withRecommendedFilters(defaultModerationSettings);
    expect((await owner.api('POST', '/api/moderation', filters)).status).toBe(200);
    for (const text of ['visit spam.example.com', 'again www.spam.io'])
      await editor.api('POST', '/api/simulator/chat', { user: 'Spammer', text, roles: [] });
    const log = (await editor.api('GET', '/api/moderation/log')).body.entries as {
      id: number;
      action: string;
    }[];
    const timeout = log.find((entry) => entry.action === 'timeout');
    expect((await editor.api('POST', '/api/moderation/undo', { id: timeout?.id })).status).toBe(200);
    expect(await newestBy()).toMatchObject({ by: editorLogin, what: 'Undo: timeout of Spammer lifted' });
  }, 60_000);
});
