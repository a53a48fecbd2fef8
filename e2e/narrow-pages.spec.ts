import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { StaffDashboard } from './pages/staff-dashboard';
import { StaffPatientsPage } from './pages/staff-patient-pages';
import { saveHomeAddress } from './support/patient-api';

// Every page at the narrowest width supported (the narrow project, 360 px), once: nothing serious for axe,
// and the public and patient pages no wider than the screen. The journeys run at desktop width only; at
// 360 px the layout is what differs (ADR 0096). The staff console's tables may scroll sideways.

/** Waits for the page's own heading, then checks it passes axe and, unless told, fits the screen. */
async function expectFitsNarrowScreen(page: Page, path: string, { scrollsSideways = false } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  if (!scrollsSideways) {
    const width = page.viewportSize()!.width;
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${path} is wider than the ${width} px screen`).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yViolations(page);
}

async function visit(page: Page, path: string, options?: { scrollsSideways?: boolean }): Promise<void> {
  await page.goto(path);
  await expectFitsNarrowScreen(page, path, options);
}

const STAFF = { scrollsSideways: true };

test.describe('every page at 360 px', () => {
  // A dozen pages and as many axe runs each: more than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  test('the public pages, for patients and staff', async ({ page }) => {
    for (const path of [
      '/',
      '/sign-in',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/staff/sign-in',
      '/staff/forgot-password',
      '/staff/reset-password',
    ]) {
      await visit(page, path);
    }
  });

  test("a patient's pages, with a completed consultation and its document", async ({
    page,
    patient,
    completedChatId,
  }) => {
    void patient;
    await saveHomeAddress(page.request);
    for (const path of ['/home', '/chats', '/appointments', '/pharmacy', '/profile']) await visit(page, path);
    await visit(page, `/appointments/new?chatId=${encodeURIComponent(completedChatId)}`);

    const chat = new ChatPage(page);
    await visit(page, `/chats/${encodeURIComponent(completedChatId)}`);
    await chat.documentLink('Clinical note (SOAP)').click();
    await expectFitsNarrowScreen(page, 'the SOAP note');
  });

  test("the staff console's pages, a patient's among them", async ({ page, appPatient, consoleAdmin }) => {
    const dashboard = new StaffDashboard(page);
    await dashboard.signIn(consoleAdmin);
    await expectFitsNarrowScreen(page, '/staff', STAFF);
    for (const path of [
      '/staff/patients',
      '/staff/account',
      '/staff/health',
      '/staff/admin/accounts',
      '/staff/admin/audit-log',
      '/staff/admin/booking-policy',
      '/staff/admin/faults',
      '/staff/admin/fhir-export',
      '/staff/admin/outbox',
      '/staff/admin/request-log',
      '/staff/admin/safety-guidance',
    ]) {
      await visit(page, path, STAFF);
    }
    await page.goto('/staff/patients');
    await new StaffPatientsPage(page).openPatient(appPatient);
    await expectFitsNarrowScreen(page, "a patient's page", STAFF);
  });
});
