import { describe, expect, it } from 'vitest';
import { crossFieldRefusal, settingsFrom } from '../settings/setting-rules';
import { settingsFromQuery, settingsQueryString } from '../settings/settings-link';
import { settingsSchema } from '../settings/settings-schema';
import { burstWeights, pickPattern, pickSize } from './emote-flight';
import { defaultEmoteMoverSettings, emoteMoverArea } from './emote-settings';

const adjust = emoteMoverArea.adjust;

describe('emote mover settings', () => {
  it('has the spec defaults: bounce only, 50 bits, 5 s, sizes 2 and 2, no source left out', () => {
    expect(defaultEmoteMoverSettings).toEqual({
      types: { bounce: 1 },
      specialTypes: {},
      advancedWeighting: false,
      cheerMin: 50,
      duration: 5,
      initialOffset: 0,
      maxEmotesToShow: 50,
      maxEmotesPerMessage: 20,
      minSize: 2,
      maxSize: 2,
      opacity: 1,
      speed: 5,
    });
  });

  it('raising minSize above maxSize raises maxSize; lowering maxSize below minSize lowers minSize', () => {
    const raised = adjust({ ...defaultEmoteMoverSettings, minSize: 3 }, 'minSize');
    expect([raised.minSize, raised.maxSize]).toEqual([3, 3]);
    const lowered = adjust({ ...defaultEmoteMoverSettings, maxSize: 1 }, 'maxSize');
    expect([lowered.minSize, lowered.maxSize]).toEqual([1, 1]);
    const fine = adjust({ ...defaultEmoteMoverSettings, maxSize: 3 }, 'maxSize');
    expect([fine.minSize, fine.maxSize]).toEqual([2, 3]);
  });

  it('refuses out-of-range values and weights above 1 without advanced weighting', () => {
    const schema = settingsSchema(emoteMoverArea);
    for (const bad of [
      { opacity: 1.2 },
      { opacity: -0.1 },
      { initialOffset: -1 },
      { minSize: 0 },
      { types: { bounce: -1 } },
      { types: { spin: 1 } },
      { noFFZ: 'yes' },
    ])
      expect(schema.safeParse({ ...defaultEmoteMoverSettings, ...bad }).success).toBe(false);
    const heavy = schema.parse({ ...defaultEmoteMoverSettings, types: { rain: 3, bounce: 0 } });
    expect(heavy.types).toEqual({ rain: 3 });
    expect(crossFieldRefusal(emoteMoverArea, heavy)).toMatch(/advancedWeighting/);
    expect(crossFieldRefusal(emoteMoverArea, { ...heavy, advancedWeighting: true })).toBeNull();
    expect(crossFieldRefusal(emoteMoverArea, { ...heavy, types: {} })).toMatch(/at least one pattern/);
  });

  it('turning advanced weighting off makes weights checkboxes again', () => {
    const settings = { ...defaultEmoteMoverSettings, types: { rain: 3, bounce: 1 } };
    expect(adjust(settings, 'advancedWeighting').types).toEqual({ rain: 1, bounce: 1 });
  });

  it('writes only non-default settings in the link, omitting the default bounce-only types', () => {
    expect(settingsQueryString(emoteMoverArea, defaultEmoteMoverSettings)).toBe('');
    const settings = {
      ...defaultEmoteMoverSettings,
      types: { bounce: 1, rain: 1 },
      noBTTV: true,
      opacity: 0.5,
    };
    const link = settingsQueryString(emoteMoverArea, settings);
    expect(link).toBe('?types=bounce.1-rain.1&noBTTV&opacity=0.5');
    expect(settingsFromQuery(emoteMoverArea, new URLSearchParams(link))).toEqual(settings);
    expect(
      settingsQueryString(emoteMoverArea, { ...defaultEmoteMoverSettings, types: { bounce: 1, rain: 0 } }),
    ).toBe('');
  });

  it('falls back to the defaults for stored settings that break the size rule', () => {
    expect(settingsFrom(emoteMoverArea, { minSize: 3, maxSize: 1 })).toEqual(defaultEmoteMoverSettings);
  });
});

describe('weights and sizes', () => {
  it('draws patterns in proportion to their weights; a weight of 0 never', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const pattern = pickPattern({ rain: 3, bounce: 1, volcano: 0 }, () => i / 1000);
      counts[pattern] = (counts[pattern] ?? 0) + 1;
    }
    expect(counts).toEqual({ bounce: 250, rain: 750 });
  });

  it('picks sizes between minSize and maxSize inclusive', () => {
    const sizes = new Set(Array.from({ length: 100 }, (_, i) => pickSize(1, 3, () => i / 100)));
    expect([...sizes].sort()).toEqual([1, 2, 3]);
  });

  it('a burst uses specialTypes, or the usual types when none is chosen', () => {
    expect(burstWeights(defaultEmoteMoverSettings)).toEqual({ bounce: 1 });
    expect(burstWeights({ ...defaultEmoteMoverSettings, specialTypes: { firework: 1 } })).toEqual({
      firework: 1,
    });
  });
});
