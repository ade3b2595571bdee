// An overlay socket has a size cap and an allowance of messages (durable-objects/sockets): a socket that
// floods or sends a huge message is closed with 1008 (policy violation), and the channel it belongs to
// goes on answering its dashboard, its chat and its other overlays; a page that behaves is never closed.
import { describe, expect, it } from 'vitest';
import { heartbeatText, overlayTickText } from '../../core/overlay/overlay-heartbeat';
import { overlaySocketLimits } from '../../durable-objects/sockets/overlay-sockets';
import {
  deliverNotification,
  type EventsOverlay,
  openEventsOverlay,
  streamerFixture,
} from './live-events-fixture';
import { eventually } from './tips-fixture';

type Streamer = Awaited<ReturnType<typeof streamerFixture>>;

/** Resolves with the close code the channel closed the socket with. */
const closeCodeOf = (overlay: EventsOverlay) =>
  new Promise<number>((resolve) => overlay.socket.addEventListener('close', (event) => resolve(event.code)));

/** Whether the socket closed, as far as the test has heard. */
function watchClose(overlay: { socket: WebSocket }) {
  const seen = { closed: false };
  overlay.socket.addEventListener('close', () => {
    seen.closed = true;
  });
  return seen;
}

/** A Text command the channel answers, so a signed chat delivery has a reply to show. */
async function channelWithCommand(name: string): Promise<Streamer> {
  const streamer = await streamerFixture(name);
  const added = await streamer.api('POST', '/api/commands', {
    format: 'add',
    command: { command: 'hello', type: 'Text', text: 'hello back' },
  });
  expect(added.status).toBe(200);
  return streamer;
}

/** A signed channel.chat.message with `!hello`; the webhook's status once the channel worked it through. */
async function chatHello(streamer: Streamer): Promise<number> {
  const response = await deliverNotification(
    'channel.chat.message',
    { broadcaster_user_id: streamer.streamerId },
    {
      broadcaster_user_id: streamer.streamerId,
      chatter_user_id: '4242',
      chatter_user_login: 'chatty',
      chatter_user_name: 'Chatty',
      message_id: crypto.randomUUID(),
      message: { text: '!hello' },
      badges: [],
    },
  );
  return response.status;
}

const botLines = async (streamer: Streamer) =>
  ((await streamer.api('GET', '/api/simulator/chat')).body as { messages: { text: string }[] }).messages.map(
    (line) => line.text,
  );

/** A follow fired in the Simulator reaches the given overlay: the channel still pushes to it. */
async function followReaches(streamer: Streamer, overlay: EventsOverlay, user: string): Promise<void> {
  expect((await streamer.api('POST', '/api/simulator/event', { type: 'follow', user })).status).toBe(200);
  expect((await overlay.nextQueues()).follows.queue).toContainEqual(expect.objectContaining({ name: user }));
}

describe('the limits of an overlay socket', () => {
  it('closes a flooding socket with 1008; the API, a signed chat delivery and the other overlays go on', {
    timeout: 30_000,
  }, async () => {
    const streamer = await channelWithCommand('FloodedCaster');
    const bystander = await openEventsOverlay(streamer.overlayKey);
    await bystander.next('settings');
    const bystanderClose = watchClose(bystander);
    const flooder = await openEventsOverlay(streamer.overlayKey);
    await flooder.next('settings');
    const closed = closeCodeOf(flooder);

    // What the probe sent: thousands of small messages on one socket, as fast as it can.
    const request = JSON.stringify({ type: 'sendState' });
    for (let n = 0; n < 5000; n++) flooder.socket.send(request);
    expect(await closed).toBe(1008);
    // Only the allowance was read: the flooder was sent about that many states (and what refilled in the
    // seconds the flood took at most), not thousands.
    const refilledIn10s = overlaySocketLimits.messagesPerMinute / 6;
    expect(flooder.stateMessages().length).toBeLessThanOrEqual(
      overlaySocketLimits.messagesPerMinute + refilledIn10s + 1,
    );

    expect((await streamer.api('GET', '/api/commands')).status).toBe(200);
    expect(await chatHello(streamer)).toBe(204);
    expect(await botLines(streamer)).toEqual(['hello back']);
    await followReaches(streamer, bystander, 'AfterTheFlood');
    expect(bystanderClose.closed).toBe(false);
    bystander.close();
  });

  it('closes a socket that sends a message past the size cap, unread, and the channel answers after', async () => {
    const streamer = await channelWithCommand('HugeMessageCaster');
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.next('settings');
    const closed = closeCodeOf(overlay);
    const before = overlay.stateMessages().length;
    // A sendState padded past the cap: were it read, the socket would be sent the state.
    overlay.socket.send(
      JSON.stringify({ type: 'sendState', pad: 'x'.repeat(overlaySocketLimits.maxMessageChars) }),
    );
    expect(await closed).toBe(1008);
    expect(overlay.stateMessages()).toHaveLength(before);
    expect((await streamer.api('GET', '/api/commands')).status).toBe(200);
    expect(await chatHello(streamer)).toBe(204);
    expect(await botLines(streamer)).toEqual(['hello back']);
  });

  it('never closes an alert box that beats, ticks and reports its alerts as it plays them', async () => {
    const streamer = await streamerFixture('PoliteCaster');
    const alerts = await openEventsOverlay(streamer.overlayKey, 'alerts');
    await alerts.next('settings');
    const seen = watchClose(alerts);
    for (let n = 1; n <= 5; n++) {
      await streamer.api('POST', '/api/simulator/event', { type: 'raid', user: `Raider${n}`, amount: 10 });
      const { alert } = (await alerts.next('alert')) as { alert: { id: string } };
      // A page beats from its animation loop and ticks while the channel checks tips; both are small.
      alerts.socket.send(heartbeatText);
      alerts.socket.send(overlayTickText);
      alerts.socket.send(JSON.stringify({ type: 'alertStarted', id: alert.id }));
      alerts.socket.send(JSON.stringify({ type: 'alertFinished', id: alert.id }));
    }
    // Each next alert came once the last was reported finished; the last one's report was read too.
    await eventually(
      async () => ((await streamer.api('GET', '/api/alerts/queue')).body as { current: unknown }).current,
      (current) => current === null,
    );
    expect(seen.closed).toBe(false);
    expect(alerts.socket.readyState).toBe(WebSocket.OPEN);
    alerts.close();
  });
});
