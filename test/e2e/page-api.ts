// API calls made from a signed-in page, for e2e tests that change state the way the dashboard does.
import { expect, type Page } from '@playwright/test';

/** A state-changing API call from the signed-in page, so it carries the session and the Origin. */
export async function callApi(page: Page, method: string, path: string, body?: unknown) {
  const status = await page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    [method, path, body] as const,
  );
  expect(status).toBe(200);
}
