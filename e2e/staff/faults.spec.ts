import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ChatPage } from '../pages/chat-page';
import { FaultPanelPage } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { createChat } from '../support/patient-api';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

test('the fault panel rate-limits the patient app, which counts down and offers Send again', async ({
  page,
  appPatient,
  appPatientContext,
  adminRequest,
  consoleAdmin,
}) => {
  test.setTimeout(180_000);
  const chatId = await createChat(appPatient.request);
  const patientPage = await appPatientContext.newPage();
  const chat = new ChatPage(patientPage);
  // The fault's Retry-After is one second, shorter than a loaded machine may take between two checks: the
  // page records every countdown text and disabled Send again as they are drawn, to be checked afterwards.
  await patientPage.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { countdownSeen: seen });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[role="alert"] p, [role="alert"] button:disabled')) {
        const text = `${element.tagName}:${element.textContent ?? ''}`;
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await chat.goto(chatId);
  await expect(chat.composer).toBeVisible();

  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(consoleAdmin);
  await dashboard.open('Fault panel');
  const rateLimit = new FaultPanelPage(page).rateLimit;
  await expect(rateLimit).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The e2e server is shared by every spec: whatever happens here, the service ends without faults.
  try {
    // A controlled checkbox: it shows the service's answer, so it turns checked once the change is made.
    await rateLimit.click();
    await expect(rateLimit).toBeChecked();
    // Checked and enabled again: the service has taken the change, not just the checkbox.
    await expect(rateLimit).toBeEnabled();

    await chat.say('I have a cough');
    const notice = patientPage.getByRole('alert').filter({ hasText: 'Your message was not answered' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    const again = notice.getByRole('button', { name: 'Send again' });
    await expect(again).toBeEnabled({ timeout: 15_000 });
    const seen = await patientPage.evaluate(
      () => (window as unknown as { countdownSeen: string[] }).countdownSeen,
    );
    expect(seen).toContainEqual(expect.stringMatching(/^P:You can send it again in \d+ s\.$/));
    expect(seen).toContain('BUTTON:Send again');
    await expectNoSeriousA11yViolations(patientPage);

    // Switched back on the panel, the same message goes through.
    await rateLimit.click();
    await expect(rateLimit).not.toBeChecked();
    await expect(rateLimit).toBeEnabled();
    await again.click();
    await chat.turnSettled();
    await expect(chat.said('I have a cough')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
  } finally {
    expect((await adminRequest.delete('/api/staff/faults', { headers: SAME_ORIGIN_HEADERS })).status()).toBe(
      200,
    );
  }

  // Both changes are in the audit log under the staff member's name.
  const audit = await adminRequest.get('/api/staff/audit-log?action=faults.update&size=50');
  expect(audit.status()).toBe(200);
  const entries = (
    (await audit.json()) as {
      data: { items: Array<{ staffEmail: string; detail: { changes?: { rateLimitStreams?: boolean } } }> };
    }
  ).data.items.filter((entry) => entry.detail.changes?.rateLimitStreams !== undefined);
  expect(
    entries.slice(0, 2).map((entry) => [entry.staffEmail, entry.detail.changes!.rateLimitStreams]),
  ).toEqual([
    [consoleAdmin.email, false],
    [consoleAdmin.email, true],
  ]);
});
