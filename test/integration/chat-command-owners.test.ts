// Each functional chat command is answered by the part that owns what it changes, brought through the
// part contract's `chatCommands`: the chat part keeps only its own, and no type is answered twice or
// left unanswered. The parts are built as the channel builds them, on a real object's storage.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { functionalCommandTypes } from '../../core/commands/command-types';
import { ChannelContext } from '../../durable-objects/channel-context';
import type { ChannelPart } from '../../durable-objects/channel-part';
import { createChannelParts } from '../../durable-objects/channel-parts';
import { channelStub } from './channel-inbox';

it('answers every functional command type from exactly one part', async () => {
  const owners = await runInDurableObject(channelStub('chat-command-owners'), (_instance, state) => {
    const context = new ChannelContext(state, env, {
      reschedule: async () => {},
      accept: async () => false,
    });
    const parts: [string, ChannelPart][] = Object.entries(createChannelParts(context));
    return Object.fromEntries(
      functionalCommandTypes.map(({ type }) => [
        type,
        parts.filter(([, part]) => type in (part.chatCommands?.() ?? {})).map(([name]) => name),
      ]),
    );
  });
  // A new part's commands need no line here: every type, whoever brings it, has exactly one owner.
  expect(Object.entries(owners).filter(([, parts]) => parts.length !== 1)).toEqual([]);
  expect(owners).toMatchObject({
    addcommand: ['chat'],
    updatecommand: ['chat'],
    deletecommand: ['chat'],
    commands: ['publicPage'],
    game: ['chat'],
    title: ['chat'],
    choose: ['chat'],
    roll: ['chat'],
    shoutout: ['triggeredEvents'],
    clip: ['clips'],
    permit: ['moderation'],
    alerts: ['alerts'],
    regulars: ['regulars'],
  });
});
