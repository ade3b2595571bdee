import { describe, expect, it } from 'vitest';
import { gateRefusalText, notInDiscordText, unknownCommandText } from './command-refusals';

describe('slash command refusals', () => {
  it('say what to tick, and on which page, for a command not turned on for Discord', () => {
    expect(notInDiscordText({ command: 'hello', type: 'Text', textCommand: true })).toBe(
      "!hello is not turned on for Discord: tick 'Discord' on Chatbot Features → Chat Commands.",
    );
    expect(notInDiscordText({ command: 'dice', type: 'roll', textCommand: false })).toBe(
      "!dice is not turned on for Discord: tick 'Discord' on Chatbot Features → Chat Functions.",
    );
    expect(notInDiscordText({ command: 'q', type: 'quote', textCommand: false })).toBe(
      "!q is not turned on for Discord: tick 'Discord' on Chatbot Features → Quotes.",
    );
  });

  it('name an unknown command and a gate refusal in slash words', () => {
    expect(unknownCommandText('nope')).toBe("Unknown command: /nope is not one of this channel's commands.");
    expect(gateRefusalText({ why: 'cooldown', seconds: 4 }, '/hi')).toBe(
      '/hi is cooling down: try again in 4 s.',
    );
    expect(gateRefusalText({ why: 'permission', limitedTo: 'subscribers' }, '/hi')).toBe(
      '/hi is for Twitch subscribers, which Discord cannot check: use it in Twitch chat.',
    );
  });
});
