import { expect, type Page, test } from '@playwright/test';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const size of sizes) {
  test(`announcement text boxes at ${size.width}x${size.height}: wide, controls ${size.name === 'phone' ? 'below' : 'beside'}, no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    await page.goto('/settings/twitch');
    const form = page.getByRole('form', { name: 'Periodic announcements' });
    const add = form.getByRole('button', { name: 'Add Announcement' });
    await expect(add).toBeVisible();
    // Other tests save this channel's announcements; a list left empty gets one row (not saved).
    if ((await form.getByRole('textbox').count()) === 0) await add.click();

    const boxes = form.getByRole('textbox');
    const rows = await boxes.count();
    expect(rows).toBeGreaterThan(0);
    for (let i = 0; i < rows; i++) {
      const box = await boxes.nth(i).boundingBox();
      const remove = await form.getByRole('button', { name: 'Delete' }).nth(i).boundingBox();
      const up = await form.getByRole('button', { name: `Move announcement ${i + 1} up` }).boundingBox();
      if (!box || !remove || !up) throw new Error(`Announcement ${i + 1} is not drawn`);
      expect(box.width, `announcement ${i + 1}'s text box`).toBeGreaterThanOrEqual(300);
      if (size.name === 'phone') {
        // The controls sit on their own line under the text box.
        expect(up.y).toBeGreaterThanOrEqual(box.y + box.height);
      } else {
        // One tidy row: the controls beside the text box, level with its top.
        expect(up.x).toBeGreaterThanOrEqual(box.x + box.width);
        expect(Math.abs(remove.y - box.y)).toBeLessThanOrEqual(2);
      }
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The screen as the streamer sees it, the list's first rows in the middle (a full-page shot repeats
    // the sticky header).
    await boxes.first().evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `screenshots/twitch-announcements-${size.width}x${size.height}.png` });
  });
}
