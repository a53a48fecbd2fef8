import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

test.describe('the chats list', () => {
  test('starts empty, starts a consultation, and lists it afterwards', async ({ page, patient }) => {
    void patient;
    await page.goto('/chats');
    await expect(page.getByRole('heading', { level: 1, name: 'Your consultations' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'No consultations yet' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chats' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Start a consultation' }).click();
    await expect(page).toHaveURL(/\/chats\/[^/]+$/);
    const chatPath = new URL(page.url()).pathname;

    await page.goto('/chats');
    const item = page.getByRole('list', { name: 'Consultations, newest first' }).getByRole('link');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('href', chatPath);
    await expect(item).toContainText('Consultation started');
    await expect(item).toContainText('In progress');
    await expectNoSeriousA11yViolations(page);
  });

  test('pages older chats with "Load older"', async ({ page, patient }) => {
    void patient;
    for (let index = 0; index < 21; index += 1) {
      const response = await page.request.post('/api/chats', {
        headers: SAME_ORIGIN_HEADERS,
        data: {},
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/chats');
    const items = page.getByRole('list', { name: 'Consultations, newest first' }).getByRole('listitem');
    await expect(items).toHaveCount(20);
    await page.getByRole('button', { name: 'Load older' }).click();
    await expect(items).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load older' })).toHaveCount(0);
  });
});
