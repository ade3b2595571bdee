// An editor managing another channel's chat filters works on that channel, never on their own: the log
// (and its CSV), Undo, the tester and the replay answer with the managed channel's rows, told apart by
// what they hold, since both channels' logs number their rows alike and a status code proves nothing.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  defaultModerationSettings,
  type ModerationSettings,
  withRecommendedFilters,
} from '../../core/moderation/moderation-settings';
import type { ModerationLogEntry } from '../../durable-objects/moderation/moderation-log';
import { type StreamerFixture, streamerFixture } from './live-events-fixture';
import { dashboardRequest } from './session-helpers';

type Replay = { messages: number; wouldAct: { user: string; text: string; action: string }[] };

const recommended = withRecommendedFilters(defaultModerationSettings);
/** The owner's filters also list a word of their own, for the tester to find. */
const ownersFilters: ModerationSettings = {
  ...recommended,
  filters: {
    ...recommended.filters,
    words: { ...recommended.filters.words, enabled: true, entries: ['ownersword'] },
  },
};

/** A viewer of the channel posts two links: the filters delete the first and time them out for the second. */
async function viewerTimedOut(channel: StreamerFixture, viewer: string, domain: string) {
  for (const text of [`see ${domain}.com`, `again ${domain}.net`]) {
    const answer = await channel.api('POST', '/api/simulator/chat', { user: viewer, text, roles: [] });
    expect(answer.body).toMatchObject({ moderation: { filter: 'links' } });
  }
}

const logOf = async (channel: StreamerFixture) =>
  (await channel.api('GET', '/api/moderation/log')).body.entries as ModerationLogEntry[];

const rowsOf = (entries: ModerationLogEntry[]) =>
  entries.map((entry) => [entry.user, entry.action, entry.text, entry.undone]);

describe("an editor's moderation log, Undo, tester and replay", () => {
  it("are the managed channel's, never the editor's own channel's", async () => {
    const owner = await streamerFixture('FilteredOwner');
    const editor = await streamerFixture('FilteredEditor');
    expect((await owner.api('POST', '/api/moderation', ownersFilters)).status).toBe(200);
    expect((await editor.api('POST', '/api/moderation', recommended)).status).toBe(200);
    await viewerTimedOut(owner, 'OwnersViewer', 'owners-link');
    await viewerTimedOut(editor, 'EditorsViewer', 'editors-link');
    const editorsOwnLog = rowsOf(await logOf(editor));
    expect((await owner.api('POST', '/api/editors', { login: editor.name })).status).toBe(200);
    expect((await editor.api('POST', '/api/session/channel', { login: owner.name })).status).toBe(200);

    const log = await logOf(editor);
    expect(rowsOf(log)).toEqual([
      ['OwnersViewer', 'timeout', 'again owners-link.net', false],
      ['OwnersViewer', 'delete', 'see owners-link.com', false],
    ]);
    const csv = await (
      await exports.default.fetch(dashboardRequest(editor.cookie, 'GET', '/api/moderation/log.csv'))
    ).text();
    expect(csv).toContain('again owners-link.net');
    expect(csv).not.toContain('editors-link');

    expect((await editor.api('POST', '/api/moderation/undo', { id: log[0]?.id })).body).toEqual({
      status: true,
    });
    expect(rowsOf(await logOf(owner))[0]).toEqual(['OwnersViewer', 'timeout', 'again owners-link.net', true]);
    const ownersActions = (await owner.api('GET', '/api/simulator/moderation')).body.actions as {
      action: string;
      user: string;
    }[];
    expect(ownersActions.map((action) => [action.action, action.user])).toContainEqual([
      'unban',
      'ownersviewer',
    ]);

    const tested = await editor.api('POST', '/api/moderation/test', { text: 'such an ownersword' });
    expect(tested.body).toMatchObject({ decision: { filter: 'words', entry: 'ownersword' } });

    const replay = (await editor.api('POST', '/api/moderation/replay', { settings: recommended }))
      .body as unknown as Replay;
    expect(replay.messages).toBe(2);
    expect(replay.wouldAct.map((hit) => [hit.user, hit.text])).toEqual([
      ['OwnersViewer', 'see owners-link.com'],
      ['OwnersViewer', 'again owners-link.net'],
    ]);

    // The editor's own channel kept its rows as they were: nothing of theirs was undone.
    expect((await editor.api('POST', '/api/session/channel', { login: editor.name })).status).toBe(200);
    expect(rowsOf(await logOf(editor))).toEqual(editorsOwnLog);
    expect(editorsOwnLog[0]).toEqual(['EditorsViewer', 'timeout', 'again editors-link.net', false]);
  });
});
