import { expect, test } from '@playwright/test';

test('one verb for saving, the menu names, previews with sample values, blank rows removed without asking', async ({
  page,
}) => {
  await page.goto('/login');
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });

  // The raid reaction's preview fills its keywords with sample values: nothing in braces is left.
  await page.goto('/settings/triggeredEvents');
  const count = page.getByTestId('reaction-count');
  await expect(count).toBeVisible();
  const before = await count.textContent();
  await page.getByLabel("New reaction's event").selectOption('raid');
  await page.getByRole('button', { name: 'Add reaction' }).click();
  const row = page.getByRole('form', { name: 'Raid reaction' }).last();
  await expect(row.getByTestId('reaction-preview')).toHaveText(
    'FriendlyStreamer is raiding with 42 viewers! They were last playing Just Chatting.',
  );
  // Never saved and untouched: Delete removes it without a question.
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(count).toHaveText(before ?? '');
  expect(questions).toEqual([]);

  await page.goto('/settings/quotes');
  await expect(page.getByRole('form', { name: 'Add a quote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  await page.goto('/settings/discord');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Chat Functions' })).toBeVisible();
  await expect(main.getByText('Functional Commands')).toHaveCount(0);
  await expect(
    page.getByRole('form', { name: 'Live announcement' }).getByRole('button', { name: 'Save', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  const repository = 'https://github.com/streambot-dev/streambot';
  await page.goto('/faq');
  await expect(main.getByRole('link', { name: 'repository' })).toHaveAttribute('href', repository);
  await expect(main.getByRole('link', { name: 'open issues' })).toHaveAttribute(
    'href',
    `${repository}/issues`,
  );
  await expect(main.getByRole('link', { name: 'README' })).toHaveAttribute('href', `${repository}#readme`);
  await expect(main).not.toContainText('cut VODs');
  await page.goto('/contact');
  await expect(main.getByRole('link', { name: 'repository on GitHub' })).toHaveAttribute('href', repository);
  await expect(main.getByRole('link', { name: 'Open an issue' })).toHaveAttribute(
    'href',
    `${repository}/issues/new`,
  );
});
