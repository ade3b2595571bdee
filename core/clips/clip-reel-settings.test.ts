import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsFrom } from '../settings/setting-rules';
import { settingsFromQuery, settingsQueryString } from '../settings/settings-link';
import { settingsSchema } from '../settings/settings-schema';
import { clipReelArea, defaultClipReelSettings, withInfoboxOffset } from './clip-reel-settings';

describe('the clip reel settings', () => {
  it('have the spec defaults', () => {
    expect(defaultSettings(clipReelArea)).toEqual({
      width: 0,
      topMargin: 0,
      textAlign: 'left',
      font: 'defaultFont',
      fontSize: 20,
      fontColor: 'ffffffff',
      bgColor: '0000004d',
      noOutline: false,
      showTitle: false,
      showGameName: false,
      showSubmitter: false,
      showSlug: false,
      order: 'random',
      volume: 1,
      gamesToShow: '',
      gamesToFilter: '',
      clipPeriod: '',
      minViews: 0,
      infoboxPosition: {},
    });
  });

  it("write the link's parameter names and read them back", () => {
    const settings = {
      ...defaultClipReelSettings,
      fontColor: 'ff0000ff',
      showTitle: true,
      showGameName: true,
      showSubmitter: true,
      showSlug: true,
      order: 'top' as const,
      volume: 0.25,
      filterStartDate: Date.UTC(2024, 0, 1),
      filterEndDate: Date.UTC(2024, 6, 1),
      gamesToShow: 'Celeste|Minecraft',
      gamesToFilter: 'Just Chatting',
      clipPeriod: 'week' as const,
      minViews: 50,
      infoboxPosition: { top: 10, right: -5 },
    };
    const query = settingsQueryString(clipReelArea, settings);
    const params = new URLSearchParams(query);
    expect([...params.keys()]).toEqual([
      'color',
      'title',
      'game',
      'submitter',
      'slug',
      'sort',
      'volume',
      'startDate',
      'endDate',
      'gamesToShow',
      'gamesToFilter',
      'period',
      'minViews',
      'infoPosition',
    ]);
    expect(params.get('infoPosition')).toBe('top:10,right:-5');
    expect(params.get('startDate')).toBe('2024-01-01T00:00:00.000Z');
    expect(params.get('gamesToShow')).toBe('Celeste|Minecraft');
    expect(settingsFromQuery(clipReelArea, params)).toEqual(settings);
  });

  it('read link dates as ISO 8601 or epoch milliseconds', () => {
    const read = settingsFromQuery(
      clipReelArea,
      new URLSearchParams('startDate=1704067200000&endDate=2024-07-01'),
    );
    expect(read.filterStartDate).toBe(Date.UTC(2024, 0, 1));
    expect(read.filterEndDate).toBe(Date.UTC(2024, 6, 1));
  });

  it('refuse a whole save with a wrong value, an unknown field or offsets on opposite sides', () => {
    const schema = settingsSchema(clipReelArea);
    expect(schema.safeParse({ ...defaultClipReelSettings, volume: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ ...defaultClipReelSettings, order: 'newest' }).success).toBe(false);
    expect(schema.safeParse({ ...defaultClipReelSettings, colour: 'ffffffff' }).success).toBe(false);
    expect(
      schema.safeParse({ ...defaultClipReelSettings, infoboxPosition: { top: 5, bottom: 5 } }).success,
    ).toBe(false);
    expect(schema.safeParse({ ...defaultClipReelSettings, infoboxPosition: { middle: 5 } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...defaultClipReelSettings, filterStartDate: 'yesterday' }).success).toBe(
      false,
    );
    expect(
      schema.parse({ ...defaultClipReelSettings, filterStartDate: '2024-01-01T00:00:00Z' }).filterStartDate,
    ).toBe(Date.UTC(2024, 0, 1));
  });

  it('read an offset of 0 as no offset, and a null date as no date', () => {
    const schema = settingsSchema(clipReelArea);
    const parsed = schema.parse({
      ...defaultClipReelSettings,
      infoboxPosition: { top: 0, bottom: 12, left: 0 },
      filterStartDate: null,
    });
    expect(parsed.infoboxPosition).toEqual({ bottom: 12 });
    expect(parsed.filterStartDate).toBeUndefined();
  });

  it('fall back to the defaults for stored dates in the wrong order', () => {
    expect(settingsFrom(clipReelArea, { filterStartDate: 20, filterEndDate: 10, minViews: 3 })).toEqual(
      defaultClipReelSettings,
    );
  });
});

describe('the infobox rule', () => {
  it('removes a side set to 0', () => {
    expect(withInfoboxOffset({ top: 10, left: 4 }, 'top', 0)).toEqual({ left: 4 });
    expect(withInfoboxOffset({}, 'right', 0)).toEqual({});
  });

  it('removes the opposite side when a side is set', () => {
    expect(withInfoboxOffset({ top: 10, left: 4 }, 'bottom', 20)).toEqual({ bottom: 20, left: 4 });
    expect(withInfoboxOffset({ top: 10, left: 4 }, 'right', -3)).toEqual({ top: 10, right: -3 });
    expect(withInfoboxOffset({ top: 10 }, 'top', 12)).toEqual({ top: 12 });
  });
});
