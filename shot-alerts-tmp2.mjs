import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto('http://localhost:5273/login');
await page.goto('http://localhost:5273/settings/alerts');
await page.getByRole('form', { name: 'Alerts settings' }).waitFor({ timeout: 60000 });
const wide = await page.evaluate(() => [...document.querySelectorAll("main *")].filter(e => e.getBoundingClientRect().right > 392 && ![...e.children].some(c => c.getBoundingClientRect().right > 392)).slice(0, 25).map(e => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().width)} ${e.textContent.slice(0,40)}`));
console.log(wide.join('\n'));
await browser.close();
