import { describe, expect, it } from 'vitest';
import { explainSilence, silenceReasons } from './chat-answer';

describe('explainSilence', () => {
  it('explains every reason in a plain sentence', () => {
    for (const why of silenceReasons) {
      const text = explainSilence(why);
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toContain(why);
    }
  });

  it('names the fix for the common cases', () => {
    expect(explainSilence('noCommand')).toContain('no command with that name');
    expect(explainSilence('cooldown')).toContain('cooling down');
    expect(explainSilence('disabledOnTwitch')).toContain('switched off for Twitch');
    expect(explainSilence('permission')).toContain('may not use');
  });
});
