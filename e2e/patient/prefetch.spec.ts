import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { HomePage } from '../pages/account-pages';

/** A request of the router for a route's payload ahead of a navigation (Next.js marks them with this header). */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

test('links prefetch their route when the patient reaches for them, not when the page shows them', async ({
  page,
  patient,
}) => {
  void patient;
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  const home = new HomePage(page);
  await home.goto();
  await expect(home.pharmacyLink).toBeVisible();
  // The navigation bar and the cards are on screen: a link prefetching on sight would have asked by now.
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  const pharmacyPrefetch = page.waitForRequest(
    (request) => isPrefetch(request) && new URL(request.url()).pathname === '/pharmacy',
  );
  await home.pharmacyLink.hover();
  await pharmacyPrefetch;
  expect(new Set(prefetched)).toEqual(new Set(['/pharmacy']));

  await home.pharmacyLink.click();
  await expect(page).toHaveURL(/\/pharmacy$/);
});
