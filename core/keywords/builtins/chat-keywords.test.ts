import { describe, expect, it } from 'vitest';
import { evaluateTemplate } from '../evaluate';
import { keywordContext, memorySources } from '../test-context';
import { clockTime } from './chat-keywords';

const run = async (template: string, overrides: Parameters<typeof keywordContext>[0] = {}) =>
  evaluateTemplate(template, keywordContext(overrides));

const ownChannel = async () => ({ login: 'demo_streamer', displayName: 'Demo_Streamer' });

describe('{channel}, {game} and {title}', () => {
  it("says the channel's display name", async () => {
    expect(await run('Welcome to {channel}!', { sources: memorySources({ ownChannel }) })).toBe(
      'Welcome to Demo_Streamer!',
    );
  });

  it("reads the channel's own category and title by its login", async () => {
    const asked: string[] = [];
    const sources = memorySources({
      ownChannel,
      lastGameOf: async (login) => {
        asked.push(login);
        return 'Celeste';
      },
      lastTitleOf: async (login) => (login === 'demo_streamer' ? 'Any% attempts' : null),
    });
    expect(await run('{game}: {title}', { sources, message: 'someone_else' })).toBe('Celeste: Any% attempts');
    expect(asked).toEqual(['demo_streamer']);
  });

  it('says when the category or title is unknown', async () => {
    expect(await run('{game} / {title}', { sources: memorySources({ ownChannel }) })).toBe(
      'an unknown game / an unknown title',
    );
  });

  it('says plainly where no channel is at hand', async () => {
    expect(await run('{channel} {game} {title}')).toBe(
      "(the channel's name is not available here) (the channel's name is not available here) (the channel's name is not available here)",
    );
    expect(await run('{channel}', { sources: memorySources({ ownChannel: async () => null }) })).toBe(
      "(the channel's name is not available here)",
    );
  });
});

describe('{count}', () => {
  it("shows the command's uses, this use included", async () => {
    expect(await run('Used {count} times', { commandUses: 42 })).toBe('Used 42 times');
  });

  it("says it only works in a command's reply", async () => {
    expect(await run('{count}')).toBe('(the use count is not available here)');
  });

  it('leaves a {count} placeholder to the reply that offers one', async () => {
    expect(await run('{count} new followers', { placeholders: { count: '5' }, commandUses: 9 })).toBe(
      '5 new followers',
    );
  });
});

describe('{time}', () => {
  // 2025-01-15 15:04 UTC: London is on UTC in winter, New York five hours behind.
  const now = () => Date.UTC(2025, 0, 15, 15, 4);

  it('tells the time in a time zone', async () => {
    expect(await run('{time.Europe/London} / {time.America/New_York}', { now })).toBe('3:04 PM / 10:04 AM');
  });

  it('uses UTC when no zone is given', async () => {
    expect(await run('{time}', { now })).toBe('3:04 PM');
  });

  it('refuses a name that is not a time zone', async () => {
    expect(await run('{time.Mars/Olympus}', { now })).toBe(
      '(time needs a time zone such as Europe/London ("Mars/Olympus" is not one))',
    );
  });

  it('writes midnight and noon as a 12-hour clock does', () => {
    expect(clockTime(Date.UTC(2025, 0, 15, 0, 5), 'UTC')).toBe('12:05 AM');
    expect(clockTime(Date.UTC(2025, 6, 15, 12, 30), 'Europe/London')).toBe('1:30 PM');
  });
});
