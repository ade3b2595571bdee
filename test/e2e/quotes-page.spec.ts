import { expect, test } from '@playwright/test';

const run = Date.now().toString(36);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the streamer adds, edits and deletes a quote on the page; an over-long paste is refused, not cut`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/settings/quotes');
    const words = `${run} ${viewport.width} said on stream`;
    const adding = page.getByRole('form', { name: 'Add a quote' });
    await adding.getByLabel('New quote').fill(words);
    await adding.getByRole('button', { name: 'Save' }).click();
    await expect(adding.getByRole('status')).toHaveText('Saved');
    await expect(adding.getByLabel('New quote')).toHaveValue('');
    const added = page.getByRole('listitem').filter({ hasText: words });
    await expect(added).toContainText('By: DemoStreamer');
    // Named by its number, so it is found while its text is being edited.
    const quote = page.getByRole('listitem', { name: (await added.getAttribute('aria-label')) ?? '' });

    // A paste as long as 5,000 characters stays whole, is said too long, and Save refuses it.
    await quote.getByRole('button', { name: 'Edit' }).click();
    const box = quote.getByRole('textbox');
    await box.fill('');
    await box.focus();
    await page.keyboard.insertText('x'.repeat(5000));
    await expect(box).toHaveValue('x'.repeat(5000));
    await expect(quote.getByText('Too long: 5,000 characters, the limit is 500.')).toBeVisible();
    await quote.getByRole('button', { name: 'Save' }).click();
    await expect(box).toBeFocused();
    await expect(quote.getByRole('status')).toHaveCount(0);

    await box.fill(`${words}, edited`);
    await quote.getByRole('button', { name: 'Save' }).click();
    await expect(quote.getByRole('paragraph').first()).toHaveText(`${words}, edited`);
    await page.screenshot({ path: `screenshots/quotes-page-${viewport.width}.png`, fullPage: true });

    await page.reload();
    await expect(quote.getByRole('paragraph').first()).toHaveText(`${words}, edited`);
    await quote.getByRole('button', { name: 'Delete' }).click();
    await expect(quote).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Quotes' })).toBeVisible();
    await expect(quote).toHaveCount(0);
  });
}
