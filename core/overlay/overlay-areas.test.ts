import { describe, expect, it } from 'vitest';
import { overlayAreaFromQuery, overlayAreas, overlayPageLink } from './overlay-areas';

describe('the overlay area registry', () => {
  it("gives each area the spec's page route, with the key and the link's query string", () => {
    expect(overlayAreas.map((area) => overlayPageLink(area.name, 'k3y', '?width=300'))).toEqual([
      '/events/v2/k3y?width=300',
      '/clips/k3y?width=300',
      '/emoteMover/v1/k3y?width=300',
      '/progressBar/v1/k3y?width=300',
      '/alerts/v1/k3y?width=300',
    ]);
  });

  it('never gives two areas the same name, page, folder or dashboard page', () => {
    for (const field of ['name', 'pagePath', 'pageFolder'] as const)
      expect(new Set(overlayAreas.map((area) => area[field])).size).toBe(overlayAreas.length);
    expect(new Set(overlayAreas.map((area) => area.dashboard.path)).size).toBe(overlayAreas.length);
  });

  it('names the area of a socket by its name or a former one, and the carousel otherwise', () => {
    for (const { name } of overlayAreas) expect(overlayAreaFromQuery(name)).toBe(name);
    expect(overlayAreaFromQuery('events')).toBe('carousel');
    expect(overlayAreaFromQuery('clips')).toBe('clipReel');
    expect(overlayAreaFromQuery(null)).toBe('carousel');
    expect(overlayAreaFromQuery('')).toBe('carousel');
    expect(overlayAreaFromQuery('nonsense')).toBe('carousel');
  });
});
