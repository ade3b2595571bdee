import { describe, expect, it } from 'vitest';
import { ChannelLookups, lookupLimits } from './channel-lookups';
import { KeywordError } from './definition';

function lookups() {
  let now = 0;
  const asked: string[] = [];
  const subject = new ChannelLookups(
    async (login) => {
      asked.push(login);
      return { game: `game of ${login}`, title: `title of ${login}` };
    },
    () => now,
  );
  const moveTo = (at: number) => {
    now = at;
  };
  return { subject, asked, moveTo };
}

describe('ChannelLookups', () => {
  it('asks Twitch once per login for ten minutes, whatever the case', async () => {
    const { subject, asked, moveTo } = lookups();
    const lookUp = subject.forOneReply();
    expect(await lookUp('Ana')).toEqual({ game: 'game of ana', title: 'title of ana' });
    await subject.forOneReply()('ana');
    expect(asked).toEqual(['ana']);
    moveTo(lookupLimits.cacheMs);
    await subject.forOneReply()('ana');
    expect(asked).toEqual(['ana', 'ana']);
  });

  it('looks up at most three channels in one reply; repeats of one are free', async () => {
    const { subject } = lookups();
    const lookUp = subject.forOneReply();
    for (const login of ['a', 'b', 'c', 'a', 'B']) await lookUp(login);
    await expect(lookUp('d')).rejects.toThrow(KeywordError);
    await expect(lookUp('d')).rejects.toThrow('at most 3 channels can be looked up in one reply');
    // The next reply starts afresh.
    expect(await subject.forOneReply()('d')).not.toBeNull();
  });

  it('stops asking Twitch past its allowance per minute, until it refills', async () => {
    const { subject, asked, moveTo } = lookups();
    for (let i = 0; i < lookupLimits.perMinute; i++) await subject.forOneReply()(`user${i}`);
    await expect(subject.forOneReply()('one-more')).rejects.toThrow('too many channel look-ups this minute');
    // Cached answers still come.
    expect(await subject.forOneReply()('user0')).not.toBeNull();
    moveTo(2_000);
    expect(await subject.forOneReply()('one-more')).not.toBeNull();
    expect(asked).toHaveLength(lookupLimits.perMinute + 1);
  });
});
