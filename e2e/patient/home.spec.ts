import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the signed-out home says what the service does and offers the ways in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('Tell our clinical assistant what is bothering you')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a consultation' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await expect(page.getByRole('link', { name: /staff dashboard/ })).toHaveAttribute('href', '/staff/sign-in');
  // The service's mode is for operators, not patients.
  await expect(page.getByText(/Embedded mode/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a patient's home: empty states with their actions, then the consultation they started", async ({
  page,
  patient,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${patient.firstName} ${patient.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText('No consultations yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/appointments/new',
  );
  await expect(page.getByRole('link', { name: 'Choose a pharmacy' })).toHaveAttribute('href', '/pharmacy');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Start a consultation' }).click();
  await expect(page).toHaveURL(/\/chats\/[^/]+$/);
  const chatPath = new URL(page.url()).pathname;

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent consultations' });
  await expect(recent.getByRole('link', { name: /Consultation started/ })).toHaveAttribute('href', chatPath);
});
