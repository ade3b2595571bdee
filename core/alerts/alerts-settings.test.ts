import { describe, expect, it } from 'vitest';
import { settingsFrom } from '../settings/setting-rules';
import { settingsSchema } from '../settings/settings-schema';
import { plainReason } from '../validation/plain-reasons';
import { alertTypes } from './alert';
import { type AlertsSettings, alertsArea, defaultAlertsSettings } from './alerts-settings';

const schema = settingsSchema(alertsArea);
const defaults = defaultAlertsSettings;

/** The defaults with one type's design changed. */
const withType = (type: keyof AlertsSettings['types'], change: object) => ({
  ...defaults,
  types: { ...defaults.types, [type]: { ...defaults.types[type], ...change } },
});

const refusal = (body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? null : plainReason(result.error.issues).reason;
};

describe('the alerts settings', () => {
  it('default every type on but redemption, with the spec’s texts, 8 s and the queue’s defaults', () => {
    expect(Object.keys(defaults.types)).toEqual([...alertTypes]);
    expect(alertTypes.filter((type) => defaults.types[type].enabled)).not.toContain('redemption');
    expect(defaults.types.redemption.enabled).toBe(false);
    expect(defaults.types.follow.text).toBe('{username} is now following!');
    expect(defaults.types.resub.text).toBe('{username} resubscribed for {months} months!');
    expect(defaults.types.giftBomb.text).toBe('{username} gifted {amount} subs!');
    expect(defaults.types.redemption.text).toBe('{username} redeemed {reward}!');
    expect(defaults.types.cheer).toMatchObject({
      min: 0,
      duration: 8,
      volume: 80,
      layout: 'above',
      variations: [],
    });
    expect(defaults.types.tip.speech).toMatchObject({
      enabled: false,
      min: 1,
      maxChars: 200,
      wordList: 'skip',
    });
    expect(defaults.types.cheer.speech.min).toBe(100);
    expect(defaults.types.follow.speech.min).toBe(0);
    expect(defaults).toMatchObject({
      delay: 0,
      gap: 0.5,
      hold: 'off',
      holdSeconds: 60,
      width: 800,
      height: 600,
    });
  });

  it('accept its defaults and a type given in part, filling the rest', () => {
    expect(schema.parse(defaults)).toEqual(defaults);
    const parsed = schema.parse({ ...defaults, types: { follow: { enabled: false } } });
    expect(parsed.types.follow).toEqual({ ...defaults.types.follow, enabled: false });
    expect(parsed.types.tip).toEqual(defaults.types.tip);
  });

  it('accept variations that override part of the design', () => {
    const variation = {
      name: 'Big cheer',
      when: 'any',
      conditions: [
        { kind: 'amountAtLeast', value: 1000 },
        { kind: 'role', value: 'vip' },
      ],
      text: '{username} went big!',
      image: `${'f'.repeat(32)}.webm`,
      speech: { enabled: true },
    };
    const parsed = schema.parse(withType('cheer', { variations: [variation] }));
    expect(parsed.types.cheer.variations).toEqual([variation]);
  });

  it('refuse bad designs with a reason', () => {
    expect(refusal(withType('follow', { text: 'x'.repeat(301) }))).toMatch(/at most 300 characters/);
    expect(refusal({ ...defaults, types: { ...defaults.types, host: {} } })).toMatch(/does not know.*host/);
    expect(refusal(withType('tip', { duration: 1 }))).toMatch(/cannot be less than 2/);
    expect(refusal(withType('tip', { volume: 101 }))).toMatch(/at most 100/);
    expect(refusal({ ...defaults, holdSeconds: 601 })).toMatch(/at most 600/);
    const variations = (count: number, conditions = 1) =>
      Array.from({ length: count }, (_, i) => ({
        name: `v${i}`,
        when: 'all',
        conditions: Array(conditions).fill({ kind: 'prime' }),
      }));
    expect(refusal(withType('sub', { variations: variations(25) }))).toBeNull();
    expect(refusal(withType('sub', { variations: variations(26) }))).toMatch(/at most 25 items/);
    expect(refusal(withType('sub', { variations: variations(1, 5) }))).toBeNull();
    expect(refusal(withType('sub', { variations: variations(1, 6) }))).toMatch(/at most 5 items/);
    const kind = [{ name: 'x', when: 'all', conditions: [{ kind: 'isBirthday' }] }];
    expect(refusal(withType('sub', { variations: kind }))).toMatch(/must be one of/);
  });

  it('refuse templates with keywords that call out, and condition values their kind cannot use', () => {
    const refused = (settings: object) => {
      const parsed = schema.parse(settings);
      return alertsArea.crossField.find((rule) => !rule.holds(parsed))?.reason ?? null;
    };
    expect(refused(withType('tip', { text: 'thanks {urlget.https://example.com}' }))).toMatch(/calls out/);
    expect(refused(withType('tip', { text: '{if.{targetLastGame}|a|b}' }))).toMatch(/tip alert/);
    const calling = { name: 'x', when: 'all', conditions: [{ kind: 'prime' }], text: '{targetLastTitle}' };
    expect(refused(withType('sub', { variations: [calling] }))).toMatch(/sub alert's text/);
    expect(refused(withType('tip', { text: '{username} {randomNumber.1|6}' }))).toBeNull();
    for (const condition of [
      { kind: 'amountAtLeast', value: '100' },
      { kind: 'tier', value: 4 },
      { kind: 'random', value: 101 },
      { kind: 'role', value: 'king' },
      { kind: 'reward' },
    ])
      expect(
        refused(withType('cheer', { variations: [{ name: 'x', when: 'all', conditions: [condition] }] })),
        JSON.stringify(condition),
      ).toMatch(/value its kind cannot use/);
  });

  it('read stored settings over the defaults, dropping what no longer holds', () => {
    const stored = {
      ...withType('raid', {
        min: -5,
        text: 'Raid!',
        speech: { enabled: true, rate: 9 },
        variations: [
          { name: 'ok', conditions: [{ kind: 'prime' }] },
          { when: 'any' },
          { name: 'bad', conditions: 'x' },
        ],
      }),
      gap: 99,
    };
    const read = settingsFrom(alertsArea, stored);
    expect(read.gap).toBe(0.5);
    expect(read.types.raid).toMatchObject({ min: 0, text: 'Raid!', speech: { enabled: true, rate: 1 } });
    expect(read.types.raid.variations).toEqual([
      { name: 'ok', when: 'all', conditions: [{ kind: 'prime' }] },
      { name: 'bad', when: 'all', conditions: [] },
    ]);
  });
});
