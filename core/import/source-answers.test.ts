import { describe, expect, it } from 'vitest';
import { demoNightbot } from './demo-nightbot';
import { demoStreamElements, demoStreamElementsQuotes } from './demo-streamelements';
import { parseImportData } from './source-answers';

describe('parseImportData', () => {
  it("reads the demo accounts' answers whole", () => {
    const nightbot = parseImportData('nightbot', demoNightbot);
    expect(nightbot.ok && nightbot.answers.source).toBe('nightbot');
    expect(
      nightbot.ok && nightbot.answers.source === 'nightbot' && nightbot.answers.commands?.commands.length,
    ).toBe(demoNightbot.commands.commands.length);
    const streamElements = parseImportData('streamelements', demoStreamElements);
    expect(
      streamElements.ok &&
        streamElements.answers.source === 'streamelements' &&
        streamElements.answers.quotes,
    ).toHaveLength(30);
  });

  it('reads only the answers given', () => {
    const parsed = parseImportData('nightbot', { regulars: demoNightbot.regulars });
    expect(parsed).toEqual({ ok: true, answers: { source: 'nightbot', regulars: expect.anything() } });
  });

  it('keeps fields it does not read', () => {
    const parsed = parseImportData('nightbot', { timers: demoNightbot.timers });
    expect(
      parsed.ok && parsed.answers.source === 'nightbot' && parsed.answers.timers?.timers[0]?.nextRunAt,
    ).toBe('2025-11-20T19:15:00.000Z');
  });

  it('reads a page of quotes as the list', () => {
    const parsed = parseImportData('streamelements', {
      quotes: { docs: demoStreamElementsQuotes, _total: 30 },
    });
    expect(parsed.ok && parsed.answers.source === 'streamelements' && parsed.answers.quotes).toHaveLength(30);
  });

  it('says which answer and which field is not the expected shape', () => {
    const commands = {
      ...demoNightbot.commands,
      commands: [{ ...demoNightbot.commands.commands[0], message: 5 }],
    };
    expect(parseImportData('nightbot', { commands })).toEqual({
      ok: false,
      reason:
        "expected Nightbot's GET /1/commands answer: commands[0].message should be text (it is a number).",
    });
    expect(parseImportData('streamelements', { timers: [{ name: 'x' }] })).toEqual({
      ok: false,
      reason:
        "expected StreamElements' GET /kappa/v2/bot/timers/{channel} answer: [0]._id should be text (it is missing).",
    });
  });

  it("refuses another endpoint's answer in the wrong place", () => {
    const parsed = parseImportData('nightbot', { timers: demoNightbot.commands });
    expect(parsed).toEqual({
      ok: false,
      reason: "expected Nightbot's GET /1/timers answer: timers should be a list (it is missing).",
    });
    expect(parseImportData('streamelements', { commands: demoNightbot.commands }).ok).toBe(false);
  });

  it('refuses keys the source has no answer for, and data that is not an object', () => {
    expect(parseImportData('streamelements', { regulars: [] })).toEqual({
      ok: false,
      reason: 'data has "regulars", which is not one of commands, timers, quotes.',
    });
    expect(parseImportData('nightbot', [])).toEqual({
      ok: false,
      reason:
        'data should be an object with commands, timers, regulars, spam_protection, each an API answer.',
    });
  });
});
