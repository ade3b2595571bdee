import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1366, 768], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('http://localhost:5273/login');
  await page.goto('http://localhost:5273/settings/alerts');
  await page.getByRole('form', { name: 'Alerts settings' }).waitFor({ timeout: 60000 });
  await page.getByRole('button', { name: 'Cheer', exact: true }).click();
  if (process.env.VAR) await page.getByRole('button', { name: 'Add a variation' }).click();
  await page.getByRole('button', { name: 'Play preview' }).click();
  await page.waitForTimeout(1500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(w, 'overflow', overflow, 'height', total, errors);
  const seg = w > 1000 ? 1300 : 1600;
  for (let y = 0, i = 0; y < total; y += seg, i++)
    await page.screenshot({ path: `/tmp/alerts-shots/${w}-${i}.png`, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(seg, total - y) } });
}
await browser.close();
