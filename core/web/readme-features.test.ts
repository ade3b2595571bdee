// The README's feature list names the dashboard's menu page by page, so it cannot go stale again: a page
// added to (or taken from) the menu fails this test until the README says so.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../web/navigation';

const featureSection = '## What it does';

/** "Group → Page" for each `- **Page**` line under a `### Group` heading of the README's feature list. */
function readmeFeatures(readme: string): string[] {
  const start = readme.indexOf(`\n${featureSection}\n`);
  if (start < 0) throw new Error(`The README has no "${featureSection}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const features: string[] = [];
  let group: string | undefined;
  for (const line of section.split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) group = heading[1]?.trim();
    const page = /^- \*\*(.+?)\*\*:/.exec(line);
    if (page && group) features.push(`${group} → ${page[1]}`);
  }
  return features;
}

/** "Group → Page" for every page of the menu, the settings home's extra links included. */
function menuPages(): string[] {
  return menuGroups.flatMap((group) =>
    [...group.links, ...(group.homeOnly ?? [])].map((link) => `${group.label} → ${link.label}`),
  );
}

describe("the README's feature list", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('names every page of the menu, under its menu group', () => {
    const listed = readmeFeatures(readme);
    expect(menuPages().filter((page) => !listed.includes(page))).toEqual([]);
  });

  it('names no page the menu does not have, and none twice', () => {
    const listed = readmeFeatures(readme);
    const menu = menuPages();
    expect(listed.filter((page) => !menu.includes(page))).toEqual([]);
    expect(listed.filter((page, index) => listed.indexOf(page) !== index)).toEqual([]);
  });
});
