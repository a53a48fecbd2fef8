import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { HomePage } from '../pages/account-pages';

test('the signed-out home says what the service does and offers the ways in', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.heading).toBeFocused();
  await expect(page.getByText('Tell our clinical assistant what is bothering you')).toBeVisible();
  await expect(home.startLink).toHaveAttribute('href', '/register');
  await expect(home.signInLink).toHaveAttribute('href', '/sign-in');
  await expect(home.staffLink).toHaveAttribute('href', '/staff/sign-in');
  // The service's mode is for operators, not patients.
  await expect(page.getByText(/Embedded mode/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a patient's home: empty states with their actions, then the chat they started", async ({
  page,
  patient,
}) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.greeting(`${patient.firstName} ${patient.lastName}`)).toBeVisible();
  await expect(page.getByText('No chats yet.')).toBeVisible();
  await expect(home.bookLink).toHaveAttribute('href', '/appointments/new');
  await expect(home.pharmacyLink).toHaveAttribute('href', '/pharmacy');
  await expectNoSeriousA11yViolations(page);

  await home.startButton.click();
  await expect(page).toHaveURL(/\/chats\/[^/]+$/);
  const chatPath = new URL(page.url()).pathname;

  await home.goto();
  await expect(home.recentChats.getByRole('link', { name: /^No message yet / })).toHaveAttribute(
    'href',
    chatPath,
  );
});
