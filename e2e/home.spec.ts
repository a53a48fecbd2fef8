import { expect, test } from '@playwright/test';

test('the home page says the app runs the embedded service', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
  await expect(page.getByText('Embedded mode: the consultation service runs inside this app.')).toBeVisible();
});
