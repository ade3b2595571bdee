import { chromium } from '@playwright/test';
const base = 'http://localhost:5391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, name] of [[1366, 768, 'desk'], [390, 844, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/login`);
  await page.goto(`${base}/settings/alerts`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/alerts-${name}.png`, fullPage: name === 'desk' });
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
}
// overlay with a test alert
const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
await page.goto(`${base}/login`);
const data = await (await page.request.get(`${base}/api/alerts`)).json();
const key = data.data.overlaySecretKey;
const overlay = await browser.newPage({ viewport: { width: 800, height: 600 } });
await overlay.goto(`${base}/alerts/v1/${key}`);
await overlay.waitForTimeout(1500);
await page.request.post(`${base}/api/simulator/event`, { data: { type: 'cheer', user: 'BigCheerer', amount: 1500, message: 'Love this stream, keep it up!' }, headers: { Origin: base } });
await overlay.waitForTimeout(2500);
await overlay.screenshot({ path: '/tmp/alerts-overlay.png' });
console.log(JSON.stringify((await (await page.request.get(`${base}/api/alerts/queue`)).json()).current));
await browser.close();
