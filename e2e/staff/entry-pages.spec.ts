import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// The staff pages before the console are one form each: on a wide screen they read in the patient
// sign-in's narrow, centred column, not across the window as the console's tables do.

async function mainBox(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  const box = await page.getByRole('main').boundingBox();
  if (!box) throw new Error(`${path} has no main region on screen`);
  return box;
}

test("the staff's sign-in and password pages share the patient sign-in's column on a wide screen", async ({
  page,
}) => {
  const viewport = page.viewportSize()!;
  expect(viewport.width, 'a desktop window').toBeGreaterThanOrEqual(1024);
  const patientSignIn = await mainBox(page, '/sign-in');
  expect(patientSignIn.width).toBeLessThan(viewport.width / 2);

  for (const path of [
    '/staff/sign-in',
    '/staff/forgot-password',
    '/staff/reset-password',
    '/staff/accept-invitation',
  ]) {
    const box = await mainBox(page, path);
    expect(Math.abs(box.width - patientSignIn.width), `${path}: width`).toBeLessThanOrEqual(1);
    expect(Math.abs(box.x - patientSignIn.x), `${path}: left edge`).toBeLessThanOrEqual(1);
  }
});
