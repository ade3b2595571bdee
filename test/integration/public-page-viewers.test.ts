// What the public page shows of a channel's commands: only those every viewer may use, and of their
// replies nothing only the bot may read (addresses and keys of sites it calls, stored values).
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { streamerFixture } from './live-events-fixture';
import { dashboardRequest, origin } from './session-helpers';

type Fixture = Awaited<ReturnType<typeof streamerFixture>>;

const pageOf = async (login: string) => (await exports.default.fetch(`${origin}/c/${login}`)).text();

async function addCommand(streamer: Fixture, command: Record<string, unknown>) {
  const added = await streamer.api('POST', '/api/commands', { format: 'add', command });
  if (added.status !== 200) throw new Error(`adding ${command.command} answered ${added.status}`);
}

/** Texts of commands that only some viewers may use: none of them may reach the page. */
const restricted = {
  modpass: { needsMod: true, text: 'The mod password is tangerine-42' },
  vipcode: { vipsOnly: true, text: 'VIP room code 9911' },
  regs: { regularsOnly: true, text: 'Regulars meet at the secret server' },
  team: { allowedUsers: ['alice', 'bob'], text: 'Team login is hunter2' },
};

async function channelWithSecrets(name: string) {
  const streamer = await streamerFixture(name);
  for (const [command, fields] of Object.entries(restricted))
    await addCommand(streamer, { command, type: 'Text', ...fields });
  await addCommand(streamer, {
    command: 'weather',
    type: 'Text',
    text: 'Weather: {urlget.https://api.weather.example/now?key=SK-LIVE-77aa&city={message}} ok',
  });
  await addCommand(streamer, {
    command: 'deaths',
    type: 'Text',
    text: '{setvar.deaths|{add.{getvar.deaths}|1}}{setvar.pin|4711}Deaths: {getvar.deaths}',
  });
  await addCommand(streamer, { command: 'hi', type: 'Text', text: 'Hello {username}!' });
  await addCommand(streamer, { command: 'subhype', type: 'Text', text: 'Subs rock', subsOnly: true });
  return streamer;
}

const commandNames = (page: string) =>
  [...page.matchAll(/<span class="keyword">!(\w+)<\/span>/g)].map((m) => m[1]);

describe('the public page shows only what every viewer may see', () => {
  it('leaves out commands for moderators, VIPs, regulars or named viewers, and every word of their replies', async () => {
    await channelWithSecrets('SecretCaster');
    const page = await pageOf('secretcaster');
    expect(commandNames(page)).toEqual(['deaths', 'hi', 'subhype', 'weather']);
    for (const [command, { text }] of Object.entries(restricted)) {
      expect(page, command).not.toContain(text);
      expect(page, command).not.toContain(`!${command}<`);
    }
    expect(page).not.toMatch(/alice|bob/);
    expect(page).toContain('Commands <span class="count">4</span>');
  });

  it('shows a reply that reads another site as "answers from another site", never its address or key', async () => {
    await channelWithSecrets('UrlCaster');
    const page = await pageOf('urlcaster');
    expect(page).toContain('Weather: <span class="kw">answers from another site</span> ok');
    expect(page).not.toContain('SK-LIVE-77aa');
    expect(page).not.toContain('api.weather.example');
    expect(page).not.toMatch(/urlget/i);
  });

  it("never shows a variable's value, and its name only once the streamer turns that on", async () => {
    const streamer = await channelWithSecrets('VarCaster');
    const hidden = await pageOf('varcaster');
    expect(hidden).toContain('Deaths: <span class="kw">{saved value}</span>');
    expect(hidden).not.toContain('4711');
    expect(hidden).not.toMatch(/getvar|setvar|deaths\}/);

    expect((await streamer.api('POST', '/api/publicPage', { showsVariableNames: true })).status).toBe(200);
    const named = await pageOf('varcaster');
    expect(named).toContain('<span class="kw">{getvar.deaths}</span>');
    expect(named).toContain('<span class="kw">{setvar.pin|…}</span>');
    expect(named).not.toContain('4711');
    // The other choices are as they were.
    expect((await streamer.api('GET', '/api/publicPage')).body).toMatchObject({
      enabled: true,
      showsVariableNames: true,
      isNoticeDismissed: false,
    });
  });
});

describe("the dashboard's first-time notice about the public page", () => {
  it('shows until dismissed, and stays dismissed', async () => {
    const streamer = await streamerFixture('NoticeCaster');
    expect((await streamer.api('GET', '/api/publicPage')).body).toMatchObject({ isNoticeDismissed: false });
    expect(await streamer.api('POST', '/api/publicPage', { noticeDismissed: true })).toEqual({
      status: 200,
      body: { status: true },
    });
    const after = (await streamer.api('GET', '/api/publicPage')).body;
    expect(after).toMatchObject({ isNoticeDismissed: true, enabled: true, showsVariableNames: false });
  });

  it.each([
    [{ noticeDismissed: false }, /notice .* can only be dismissed/],
    [{ showsVariableNames: 'yes' }, /variable names must be true or false/i],
    [{ enabled: true, extra: 1 }, /extra/],
  ])('refuses %j with a reason and changes nothing', async (body, reason) => {
    const streamer = await streamerFixture('RefusedNoticeCaster');
    const refused = await streamer.api('POST', '/api/publicPage', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: false, reason: expect.stringMatching(reason) });
    expect((await streamer.api('GET', '/api/publicPage')).body).toMatchObject({
      enabled: true,
      showsVariableNames: false,
      isNoticeDismissed: false,
    });
  });

  it('refuses a change from another site', async () => {
    const streamer = await streamerFixture('CrossSiteCaster');
    const request = dashboardRequest(streamer.cookie, 'POST', '/api/publicPage', { noticeDismissed: true });
    request.headers.set('Origin', 'https://evil.example');
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(403);
    expect((await streamer.api('GET', '/api/publicPage')).body).toMatchObject({ isNoticeDismissed: false });
  });
});
