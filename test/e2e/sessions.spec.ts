import { expect, test } from '@playwright/test';

// Platform Settings → Sessions: a user signed in on two browsers sees both, then signs out everywhere,
// and the other browser is signed out too. It signs in as the demo moderator: the dev server's D1 is
// kept between runs, and ending every demo streamer session would sign other specs' pages out.
const shots = process.env.SHOTS_DIR ?? 'screenshots';

test('lists the browsers signed in and signs out of all of them', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login?as=moderator');
  await page.goto('/login?as=moderator');
  await page.goto('/settings/sessions');
  const list = page.getByRole('list', { name: 'Sessions' });
  await expect(list.getByText('This browser')).toHaveCount(1);
  await expect(list.getByText('Another browser').first()).toBeVisible();

  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shots}/sessions-${name}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('link', { name: 'Log in with Twitch' })).toBeVisible();
  const elsewhere = await otherPage.request.get('/loggedIn');
  expect(await elsewhere.json()).toMatchObject({ loggedIn: false });
  await other.close();
});
