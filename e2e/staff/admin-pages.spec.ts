import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_SAFETY_GUIDANCE } from '../../lib/contract/bff/safety-guidance';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  completeConsultation,
  createChat,
  listAppointments,
  listSlots,
  openFirstDayWithTimes,
  registerPatient,
  saveHomeAddress,
} from '../support/booking-fixtures';
import { say, turnSettled } from '../support/chat-fixtures';
import { SAME_ORIGIN_HEADERS, uniqueEmail } from '../support/same-origin';

/** The demo admin of the end-to-end server (scripts/e2e-server.mjs sets its password). */
const ADMIN_EMAIL = 'staff@demo.test';
const ADMIN_PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? 'demo-staff-e2e-password-2026';
const RED_FLAG = 'I have chest pain and I am short of breath';

async function signInToStaff(page: Page, email: string, password: string) {
  await page.goto('/staff/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  // Wait for the list itself (not an idle network) before anything reads the page.
  await expect(page.getByRole('table').or(page.getByText('No patients found'))).toBeVisible();
}

/** A page in a browser context of its own: another person, with their own cookies. */
async function otherPerson(browser: Browser, baseURL: string | undefined, viewport: Page['viewportSize']) {
  const context = await browser.newContext({ baseURL, viewport: viewport() ?? undefined });
  return { context, page: await context.newPage() };
}

async function restoreDefaultGuidance(request: APIRequestContext) {
  const response = await request.put('/api/staff/safety-guidance', {
    headers: SAME_ORIGIN_HEADERS,
    data: DEFAULT_SAFETY_GUIDANCE,
  });
  expect(response.status()).toBe(200);
}

test.describe('the admin pages of the staff dashboard', () => {
  // Several people, a consultation and a production build: more than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  test("the safety guidance an admin saves is what the patient app's safety panel shows", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInToStaff(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Staff dashboard' })
      .getByRole('link', { name: 'Safety guidance' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Safety guidance' })).toBeVisible();
    await expect(page.getByLabel('Number 1', { exact: true })).toHaveValue('911');
    await expect(page.getByLabel('Number 2', { exact: true })).toHaveValue('988');
    await expectNoSeriousA11yViolations(page);

    try {
      // A number that cannot be dialled is said beside its field, and nothing is saved.
      await page.getByLabel('Number 1', { exact: true }).fill('9-1-1');
      await page.getByRole('button', { name: 'Save guidance' }).click();
      await expect(page.getByLabel('Number 1', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Use digits only, optionally starting with +')).toBeVisible();
      await expect(page.getByText('Safety guidance saved')).toHaveCount(0);

      const words = `Stay where you are; the Springfield clinic nurse line answers day and night (${Date.now()}).`;
      await page.getByLabel('Number 1', { exact: true }).fill('911');
      await page.getByLabel('Guidance shown with every safety event').fill(words);
      await page.getByRole('button', { name: 'Add a number' }).click();
      await page.getByLabel('Name of number 3').fill('Springfield clinic nurse line');
      await page.getByLabel('Number 3', { exact: true }).fill('+13125550100');
      await page.getByRole('button', { name: 'Save guidance' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Safety guidance saved' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A patient, in a browser of their own, says something that raises a safety event.
      const patient = await otherPerson(browser, baseURL, () => page.viewportSize());
      try {
        await registerPatient(patient.page);
        const chatId = await createChat(patient.page.request);
        await patient.page.goto(`/chats/${chatId}`);
        await say(patient.page, RED_FLAG);
        const panel = patient.page.getByRole('alert').filter({ hasText: 'Your safety comes first' });
        await expect(panel).toBeVisible({ timeout: 20_000 });
        await turnSettled(patient.page);
        await expect(panel).toContainText(words);
        await expect(
          panel.getByRole('link', { name: 'Springfield clinic nurse line: call +13125550100' }),
        ).toHaveAttribute('href', 'tel:+13125550100');
        await expect(panel.getByRole('link', { name: /call 988$/ })).toBeVisible();
      } finally {
        await patient.context.close();
      }

      // The change is audited, with the admin's name.
      const audit = await page.request.get('/api/staff/audit-log?action=safety_guidance.update&size=5');
      const entries = (await audit.json()).data.items as Array<{
        staffEmail: string;
        detail: { next: unknown };
      }>;
      expect(entries[0]).toMatchObject({ staffEmail: ADMIN_EMAIL, detail: { next: { message: words } } });

      // Back to the defaults through the page, as an admin would.
      await page.reload();
      await page.getByRole('button', { name: 'Start from the defaults (911 and 988)' }).click();
      await expect(page.getByLabel('Number 3', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Save guidance' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Safety guidance saved' })).toBeVisible();
    } finally {
      // Other specs of the same server expect 911 and 988.
      await restoreDefaultGuidance(page.request);
    }
  });

  test('an invited member signs in with the one-time password shown once; role change and disabling take effect', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInToStaff(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Staff dashboard' })
      .getByRole('link', { name: 'Staff accounts' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Staff accounts' })).toContainText(`${ADMIN_EMAIL} (you)`);
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail('lenny');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Role').selectOption('staff');
    await page.getByRole('button', { name: 'Invite' }).click();
    const secret = page.getByTestId('one-time-password');
    await expect(secret).toBeVisible();
    const password = (await secret.textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('button', { name: 'Copy the one-time password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Done, hide the password' }).click();
    await expect(page.getByText(password)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Staff accounts' })).toContainText(email);
    expect(await page.content()).not.toContain(password);

    // An admin cannot disable their own account: the API's refusal is shown, and nothing changes.
    await page.getByRole('button', { name: `Disable: ${ADMIN_EMAIL}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not changed' })).toContainText(/own account/i);

    const member = await otherPerson(browser, baseURL, () => page.viewportSize());
    try {
      await signInToStaff(member.page, email, password);
      const memberNav = member.page.getByRole('navigation', { name: 'Staff dashboard' });
      await expect(memberNav.getByRole('link', { name: 'Patients' })).toBeVisible();
      await expect(memberNav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
      for (const path of ['/staff/admin/accounts', '/staff/admin/safety-guidance']) {
        await member.page.goto(path);
        await expect(member.page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(member.page);

      const row = page.getByRole('listitem').filter({ hasText: email });
      await row.getByRole('button', { name: `Make admin: ${email}` }).click();
      await expect(row.getByRole('button', { name: `Make staff: ${email}` })).toBeVisible();
      await expect(row.locator('dd').first()).toHaveText('Admin');
      await member.page.goto('/staff/admin/accounts');
      await expect(member.page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();

      await row.getByRole('button', { name: `Disable: ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
      await expect(dialog).toContainText(email);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(row).toContainText('Disabled since');

      // Their session ends at the next request, and the password no longer signs in.
      await member.page.goto('/staff');
      await expect(member.page).toHaveURL(/\/staff\/sign-in/);
      await member.page.getByLabel('E-mail').fill(email);
      await member.page.getByLabel('Password').fill(password);
      await member.page.getByRole('button', { name: 'Sign in' }).click();
      await expect(member.page.getByRole('alert').filter({ hasText: 'Could not sign in' })).toBeVisible();
      await expect(member.page).toHaveURL(/\/staff\/sign-in/);
      await expect(member.page.getByRole('heading', { level: 1, name: 'Patients' })).toHaveCount(0);
    } finally {
      await member.context.close();
    }
  });

  test('a transcript opened from the timeline shows the control events in place; staff reschedule for the patient', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The patient's history, made through the patient API in their own context.
    const patient = await otherPerson(browser, baseURL, () => page.viewportSize());
    const email = await registerPatient(patient.page);
    const api = patient.page.request;
    await saveHomeAddress(api);
    const completedChatId = await createChat(api);
    await completeConsultation(api, completedChatId);
    const safetyChatId = await createChat(api);
    const turn = await api.post(`/api/chats/${safetyChatId}/stream`, {
      headers: { ...SAME_ORIGIN_HEADERS, Accept: 'text/event-stream' },
      data: { userEvent: { type: 'user_message', userInput: RED_FLAG } },
    });
    expect(await turn.text()).toContain('event: guardian');
    const from = new Date(Date.now() + 2 * 86_400_000);
    const slots = await listSlots(
      api,
      'IL',
      from.toISOString(),
      new Date(from.getTime() + 7 * 86_400_000).toISOString(),
    );
    const booked = await api.post('/api/appointments/scheduled', {
      headers: { ...SAME_ORIGIN_HEADERS, 'Idempotency-Key': `staff-e2e-${completedChatId}` },
      data: { chatId: completedChatId, startsAt: slots[0], location: { state: 'IL' } },
    });
    expect(booked.status()).toBe(201);
    const [before] = await listAppointments(api);

    await signInToStaff(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByLabel('Search patients').fill(email);
    // Other runs' patients share the name: the row with this e-mail address is theirs.
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('link', { name: 'Marge Simpson' })
      .click();
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();

    // The safety chat: the patient's words, then the safety event, in that order.
    await page.locator(`a[href$="/chats/${safetyChatId}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat transcript' })).toBeVisible();
    const entries = page
      .getByRole('region', { name: 'Messages and events, oldest first' })
      .locator('ol > li');
    await expect(page.locator('li[data-event="guardian"]')).toContainText('Safety event');
    const safetyOrder = await entries.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-event') ?? item.textContent ?? ''),
    );
    const redFlagAt = safetyOrder.findIndex((text) => text.includes(RED_FLAG));
    expect(redFlagAt).toBeGreaterThanOrEqual(0);
    expect(safetyOrder.indexOf('guardian')).toBeGreaterThan(redFlagAt);
    await expectNoSeriousA11yViolations(page);

    // The completed chat: its call to action and completion after the last reply, with the documents.
    await page.getByRole('link', { name: 'Back to the patient' }).click();
    await page.locator(`a[href$="/chats/${completedChatId}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat transcript' })).toBeVisible();
    await expect(page.getByText('This is the start of the chat.')).toBeVisible();
    const kinds = await entries.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-event') ?? item.querySelector('h3')?.textContent ?? ''),
    );
    expect(kinds[0]).toBe('Patient');
    const lastReply = kinds.lastIndexOf('Assistant');
    // The call to action and the completion follow the reply they came with, after every message.
    expect(kinds.indexOf('skill_code.cta')).toBeGreaterThan(lastReply);
    expect(kinds.indexOf('ai_consultation.complete')).toBeGreaterThan(kinds.indexOf('skill_code.cta'));
    expect(kinds.lastIndexOf('Patient')).toBeLessThan(lastReply);
    await expect(page.getByRole('link', { name: 'Open the SOAP note' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Reschedule on the patient's behalf with the patient app's slot picker.
    await page.getByRole('link', { name: 'Back to the patient' }).click();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
    const times = await openFirstDayWithTimes(page);
    const target = times.filter({ hasNot: page.locator(`time[datetime="${before!.startsAt}"]`) }).first();
    const newTime = (await target.locator('time').getAttribute('datetime'))!;
    await target.click();
    await expect(page.getByRole('heading', { name: 'Review the new time' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Appointment moved' })).toBeVisible();

    const [after] = await listAppointments(api);
    expect(after).toMatchObject({ id: before!.id, status: 'booked' });
    expect(Date.parse(after!.startsAt)).toBe(Date.parse(newTime));
    const audit = await page.request.get('/api/staff/audit-log?action=patient.appointment.reschedule&size=5');
    const [entry] = (await audit.json()).data.items as Array<{
      staffEmail: string;
      detail: Record<string, unknown>;
    }>;
    expect(entry).toMatchObject({
      staffEmail: ADMIN_EMAIL,
      detail: { appointmentId: before!.id, outcome: 'ok' },
    });

    // Booking on the patient's behalf goes through the patient app's steps too.
    await page.getByText('See a clinician as soon as possible').click();
    await expect(page.getByLabel('State')).toHaveValue('IL');
    await page.getByRole('button', { name: 'Book for the patient' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked for the patient' })).toBeVisible();
    await expect.poll(async () => (await listAppointments(api)).length).toBe(2);
    await patient.context.close();
  });
});
