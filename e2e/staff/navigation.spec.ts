import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { StaffDashboard } from '../pages/staff-dashboard';

test('the admin pages wait under one "Admin" disclosure after the daily pages, from the keyboard, at any width', async ({
  page,
  consoleAdmin,
}) => {
  test.setTimeout(120_000);
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(consoleAdmin);

  // Closed away from the admin pages: the daily pages lead, and the row fits without scrolling sideways.
  await expect(dashboard.adminMenuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(dashboard.adminLinks).toHaveCount(0);
  const mainLinks = dashboard.nav.getByRole('list').first().getByRole('link');
  expect(await mainLinks.allTextContents()).toEqual(expect.arrayContaining(['Patients', 'Your account']));
  expect(await mainLinks.count()).toBeLessThanOrEqual(5);
  expect(await dashboard.nav.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // Enter opens it, Tab reaches its first page, Escape closes it and gives the focus back.
  await dashboard.adminMenuButton.focus();
  await page.keyboard.press('Enter');
  await expect(dashboard.adminMenuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboard.adminLinks.first()).toHaveText('Request log');
  await page.keyboard.press('Tab');
  await expect(dashboard.adminLinks.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dashboard.adminMenuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(dashboard.adminMenuButton).toBeFocused();
  await expect(dashboard.adminLinks).toHaveCount(0);

  // Opened again and followed: on an admin page the list stays open with the page marked.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dashboard.navLink('Audit log')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dashboard.heading('Audit log')).toBeVisible();
  await expect(dashboard.adminMenuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboard.navLink('Audit log')).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  // A click elsewhere leaves it open: it is a row of the page, and the page must not move under a click.
  await dashboard.heading('Audit log').click();
  await expect(dashboard.adminMenuButton).toHaveAttribute('aria-expanded', 'true');
});
