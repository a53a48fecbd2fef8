import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ProfilePage } from '../pages/profile-page';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

const NEW_PASSWORD = 'Quiet-harbour-lantern-42';

test('a patient changes their password on the profile: a wrong one is said beside its field, other devices are signed out, and a notice is e-mailed', async ({
  page,
  patient,
  playwright,
  adminRequest,
}) => {
  // A second device, signed in with the same account.
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await other.post('/api/auth/login', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email: patient.email, password: patient.password },
  });
  expect(login.status()).toBe(200);
  expect((await other.get('/api/users/me')).status()).toBe(200);

  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.heading).toBeVisible();
  const form = profile.password;
  await expect(form.newPassword).toHaveAttribute('autocomplete', 'new-password');

  // A wrong current password: said beside that field, focus there, and nothing typed is lost.
  await form.change({ current: 'not-my-password-at-all', next: NEW_PASSWORD });
  await expect(form.currentPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(form.currentPassword).toBeFocused();
  await expect(form.fieldError('This is not your current password.')).toBeVisible();
  await expect(form.newPassword).toHaveValue(NEW_PASSWORD);
  await expect(form.confirmPassword).toHaveValue(NEW_PASSWORD);
  await expectNoSeriousA11yViolations(page);

  // The right one, from the keyboard.
  await form.currentPassword.fill(patient.password);
  await form.currentPassword.press('Enter');
  await expect(form.status).toBeVisible();
  await expect(form.currentPassword).toHaveValue('');
  await expect(form.newPassword).toHaveValue('');
  await expect(form.confirmPassword).toHaveValue('');
  // Nothing wider than the screen at the narrow project's 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoSeriousA11yViolations(page);

  // The other device is signed out; this one is not.
  expect((await other.get('/api/users/me')).status()).toBe(401);
  await other.dispose();
  await page.reload();
  await expect(profile.heading).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(200);

  // The new password signs in (the old one's refusal is the route tests': every failed sign-in here
  // counts against the one address all the specs share).
  const again = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const renewed = await again.post('/api/auth/login', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email: patient.email, password: NEW_PASSWORD },
  });
  expect(renewed.status()).toBe(200);
  await again.dispose();

  // The notice, in the outbox the admin reads (without SMTP, the outbox is where e-mail goes).
  const outbox = await adminRequest.get('/api/staff/outbox');
  expect(outbox.status()).toBe(200);
  const { data } = (await outbox.json()) as {
    data: { items: { recipient: string; kind: string; subject: string; textBody: string }[] };
  };
  // Besides the code that confirmed the address at sign-up (ADR 0088).
  const notices = data.items.filter(
    (item) => item.recipient === patient.email && item.kind !== 'registration-code',
  );
  expect(notices.map((item) => item.kind)).toEqual(['password-changed']);
  expect(notices[0]!.subject).toMatch(/^Your password was changed/);
  expect(notices[0]!.textBody).not.toContain(NEW_PASSWORD);
});
