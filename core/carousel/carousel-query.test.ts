import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselQueryString, carouselSettingsFromQuery } from './carousel-query';
import {
  type CarouselSettings,
  carouselFonts,
  carouselKinds,
  defaultCarouselSettings,
  fadeOutDirections,
  withDerivedLayout,
} from './carousel-settings';

const withSettings = (changes: Partial<CarouselSettings>) =>
  withDerivedLayout({ ...defaultCarouselSettings, ...changes });
const fromQuery = (query: string) => carouselSettingsFromQuery(new URLSearchParams(query));

describe('carouselQueryString', () => {
  it('is empty when every setting is the default', () => {
    expect(carouselQueryString(defaultCarouselSettings)).toBe('');
  });

  it('writes only the changed settings, under the spec names, booleans bare', () => {
    const query = carouselQueryString(
      withSettings({
        width: 600,
        fontColor: 'ff0000ff',
        timeBetweenEvents: 3,
        grayscale: true,
        font: 'roboto',
      }),
    );
    expect(query).toBe('?width=600&font=roboto&grayscale&color=ff0000ff&speed=3');
  });

  it('names loop delay, direction and order as the spec does', () => {
    const query = carouselQueryString(
      withSettings({ timeBetweenLoops: 2, moveDirection: 'moveRight', eventsOrder: ['subs', 'bits'] }),
    );
    expect(query).toBe('?loopDelay=2&iconRight&order=subs-bits');
  });

  it('sends padding as width.height when either differs from its default', () => {
    expect(carouselQueryString(withSettings({ paddingWidth: 4 }))).toBe('?padding=4.2');
    expect(carouselQueryString(withSettings({ paddingHeight: 0 }))).toBe('?padding=0.0');
  });

  it('sends all six texts joined by pipes when any one differs', () => {
    expect(carouselQueryString(withSettings({ tipText: 'tipped {amount}!' }))).toBe(
      `?formatting=${encodeURIComponent('new follow|{amount} bit|{amount} bits|subscription|gift subscription|tipped {amount}!')}`,
    );
  });

  it('carries the settings the spec list lacks too', () => {
    const query = carouselQueryString(
      withSettings({ bold: true, initialDelay: 5, noTop: true, useProgressBar: true, moveToLocation: 12 }),
    );
    expect(query).toBe('?bold&initialDelay=5&noTop&useProgressBar&moveToLocation=12');
  });
});

describe('carouselSettingsFromQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(fromQuery('')).toEqual(defaultCarouselSettings);
  });

  it('reads booleans given bare, as 1 or as true, and 0 or false as off', () => {
    expect(fromQuery('grayscale').grayscale).toBe(true);
    expect(fromQuery('grayscale=1&outline=true&bold=0').grayscale).toBe(true);
    expect(fromQuery('outline=true').outline).toBe(true);
    expect(fromQuery('bold=false').bold).toBe(false);
  });

  it('accepts iconLeft and iconRight', () => {
    expect(fromQuery('iconRight').moveDirection).toBe('moveRight');
    expect(fromQuery('iconLeft').moveDirection).toBe('moveLeft');
  });

  it('recomputes the derived layout from width, icon size, direction and padding', () => {
    const settings = fromQuery('width=600&iconSize=50&iconRight&padding=3.4');
    expect(settings).toMatchObject({ height: 58, eventContainerWidth: 535, eventContainerLeftMargin: 5 });
  });

  it('reads an empty order as no kinds', () => {
    expect(fromQuery('order=').eventsOrder).toEqual([]);
  });

  it('ignores malformed values and keeps those settings at their defaults', () => {
    const settings = fromQuery(
      'width=wide&iconSize=-4&color=red&font=comic&order=subs-subs&padding=1.2.3&formatting=a|b&iconColor=2&speed=&bitsIcon=javascript:alert(1)',
    );
    expect(settings).toEqual(defaultCarouselSettings);
    expect(fromQuery('order=subs-cats').eventsOrder).toEqual(defaultCarouselSettings.eventsOrder);
  });
});

const text = fc.string({ maxLength: 100 }).filter((value) => !value.includes('|'));
const hex = fc.stringMatching(/^[0-9a-f]{8}$/);
const seconds = fc.double({ min: 0, max: 60, noNaN: true });
const url = fc.webUrl({ withQueryParameters: true }).filter((value) => value.length <= 2000);

const arbitrarySettings = fc
  .record({
    eventsOrder: fc.shuffledSubarray([...carouselKinds]),
    width: fc.integer({ min: 100, max: 3000 }),
    iconSize: fc.integer({ min: 8, max: 500 }),
    followsIcon: fc.oneof(fc.constant(''), url),
    topIcon: fc.oneof(fc.constant(''), url),
    moveDirection: fc.constantFrom('moveLeft', 'moveRight'),
    textRight: fc.boolean(),
    font: fc.constantFrom(...carouselFonts),
    grayscale: fc.boolean(),
    iconColor: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    fontColor: hex,
    bgColor: hex,
    bold: fc.boolean(),
    timeBetweenEvents: seconds,
    nameDelay: seconds,
    fadeDuration: seconds,
    loopsBeforeFading: fc.integer({ min: 1, max: 1000 }),
    fadeOutDirection: fc.constantFrom(...fadeOutDirections),
    noTop: fc.boolean(),
    positionOffset: fc.integer({ min: -3000, max: 3000 }),
    paddingWidth: fc.integer({ min: 0, max: 500 }),
    paddingHeight: fc.integer({ min: 0, max: 500 }),
    useProgressBar: fc.option(fc.boolean(), { nil: undefined }),
    followText: text,
    tipText: text,
  })
  .map((changes) => withDerivedLayout({ ...defaultCarouselSettings, ...changes } as CarouselSettings));

describe('the overlay link round trip', () => {
  it('reads back exactly the settings it was written from', () => {
    fc.assert(
      fc.property(arbitrarySettings, (settings) => {
        const decoded = carouselSettingsFromQuery(new URLSearchParams(carouselQueryString(settings)));
        // useProgressBar off and unset draw the same overlay; the link writes neither.
        expect(decoded).toEqual({ ...settings, useProgressBar: settings.useProgressBar || undefined });
      }),
    );
  });
});
