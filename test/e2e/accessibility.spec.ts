import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { menuGroups } from '../../web/navigation';

// axe-core on every route, signed in, at desktop and phone size: no serious or critical violation.
const routes = [
  ...new Set([
    '/',
    '/faq',
    '/contact',
    '/settings',
    ...menuGroups.flatMap((group) => group.links.map((link) => link.to)),
    '/settings/progressBar',
    '/settings/no-such-page',
  ]),
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`no serious or critical axe violation on any route at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    const found: string[] = [];
    for (const path of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          found.push(
            `${path}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
          );
    }
    expect(found).toEqual([]);
  });
}
