import { describe, expect, it } from 'vitest';
import { eventSubTypes } from './eventsub-types';

describe('the EventSub types the bot subscribes to', () => {
  it('subscribes to each type with its version and the condition Twitch documents', () => {
    const specs = eventSubTypes.map(({ type, version, condition }) => ({
      type,
      version,
      condition: condition('1337', '900'),
    }));
    expect(specs).toEqual([
      {
        type: 'channel.chat.message',
        version: '1',
        condition: { broadcaster_user_id: '1337', user_id: '900' },
      },
      {
        type: 'channel.chat.message_delete',
        version: '1',
        condition: { broadcaster_user_id: '1337', user_id: '900' },
      },
      { type: 'channel.ban', version: '1', condition: { broadcaster_user_id: '1337' } },
      {
        type: 'channel.channel_points_custom_reward_redemption.add',
        version: '1',
        condition: { broadcaster_user_id: '1337' },
      },
      {
        type: 'channel.follow',
        version: '2',
        condition: { broadcaster_user_id: '1337', moderator_user_id: '1337' },
      },
      { type: 'channel.subscribe', version: '1', condition: { broadcaster_user_id: '1337' } },
      { type: 'channel.subscription.gift', version: '1', condition: { broadcaster_user_id: '1337' } },
      { type: 'channel.subscription.message', version: '1', condition: { broadcaster_user_id: '1337' } },
      { type: 'channel.cheer', version: '1', condition: { broadcaster_user_id: '1337' } },
      { type: 'channel.raid', version: '1', condition: { to_broadcaster_user_id: '1337' } },
      { type: 'stream.online', version: '1', condition: { broadcaster_user_id: '1337' } },
      { type: 'stream.offline', version: '1', condition: { broadcaster_user_id: '1337' } },
    ]);
  });

  it('lists each type once, so the webhook finds one reading for it', () => {
    const types = eventSubTypes.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
  });
});
