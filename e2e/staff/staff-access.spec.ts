import { expect, test as base } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { SAME_ORIGIN_HEADERS, uniqueEmail, uniquePhoneNumber } from '../support/same-origin';
import { signInAsStaff } from '../support/staff-fixtures';

const test = base.extend<{ patientEmail: string }>({
  // A patient registered through the patient API, in its own request context.
  patientEmail: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL });
    const email = uniqueEmail('marge');
    const registered = await request.post('/api/auth/register', {
      headers: SAME_ORIGIN_HEADERS,
      data: {
        email,
        password: 'blue-hair-and-pearls-2026',
        firstName: 'Marge',
        lastName: 'Bouvier',
        phoneNumber: uniquePhoneNumber(),
        dateOfBirth: '1982-03-19',
        sex: 'female',
      },
    });
    expect(registered.status()).toBe(201);
    await request.dispose();
    await provide(email);
  },
});

test.describe('the staff dashboard', () => {
  // Many pages, each with an axe run, on a production build.
  test.describe.configure({ timeout: 120_000 });
  test('staff sign in, find a patient and open their page; every page passes axe', async ({
    page,
    patientEmail,
  }) => {
    await page.goto('/staff/sign-in');
    await expectNoSeriousA11yViolations(page);
    await signInAsStaff(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Search patients').fill(patientEmail);
    // Other Marge Bouviers are listed until the search answers: open this patient's own row.
    await page
      .getByRole('row')
      .filter({ hasText: patientEmail })
      .getByRole('link', { name: 'Marge Bouvier' })
      .click();
    await expect(page.getByRole('heading', { name: 'Marge Bouvier' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const [path, heading] of [
      ['/staff/health', 'Integration health'],
      ['/staff/admin/request-log', 'Request log'],
      ['/staff/admin/audit-log', 'Audit log'],
      ['/staff/admin/faults', 'Fault panel'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('a patient cannot reach /staff, and gets 403 from the staff API', async ({ page, patientEmail }) => {
    const login = await page.request.post('/api/auth/login', {
      headers: SAME_ORIGIN_HEADERS,
      data: { email: patientEmail, password: 'blue-hair-and-pearls-2026' },
    });
    expect(login.status()).toBe(200);
    const api = await page.request.get('/api/staff/patients');
    expect(api.status()).toBe(403);
    expect((await api.json()).code).toBe('error.auth.forbidden');
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  });
});
