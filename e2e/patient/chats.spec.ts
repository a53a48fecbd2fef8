import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ChatsPage } from '../pages/chats-page';
import { createChat, sendTurn } from '../support/patient-api';

test.use({ timezoneId: 'UTC' });

test.describe('the chats list', () => {
  test('starts empty, starts a chat, and lists it afterwards', async ({ page, patient }) => {
    void patient;
    const chats = new ChatsPage(page);
    await chats.goto();
    await expect(chats.heading).toBeFocused();
    await expect(chats.emptyHeading).toBeVisible();
    await expect(chats.navLink).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await chats.startButton.click();
    await expect(page).toHaveURL(/\/chats\/[^/]+$/);
    const chatPath = new URL(page.url()).pathname;

    await chats.goto();
    const item = chats.list.getByRole('link');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('href', chatPath);
    await expect(item).toContainText('No message yet');
    await expect(item).toContainText('In progress');
    await expectNoSeriousA11yViolations(page);
  });

  test('names each chat by the patient’s first words and how long ago it began, the full time on hover', async ({
    page,
    patient,
  }) => {
    void patient;
    const chatId = await createChat(page.request);
    await sendTurn(page.request, chatId, 'Itchy rash on both forearms <b>since</b> the weekend');
    const chats = new ChatsPage(page);
    await chats.goto();
    const item = chats.list.getByRole('link');
    await expect(item).toHaveAccessibleName(
      /^Itchy rash on both forearms <b>since<\/b> the weekend \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC( In progress)?$/,
    );
    const time = item.locator('time');
    await expect(time.locator('[aria-hidden="true"]')).toHaveText(/^(now|\d+ min\. ago)$/);
    await expect(time).toHaveAttribute('title', /^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC$/);
    await expect(page.getByText('Coordinated Universal Time')).toHaveCount(0);
    await expect(item.locator('b')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('pages older chats with "Load older"', async ({ page, patient }) => {
    void patient;
    for (let index = 0; index < 21; index += 1) await createChat(page.request);
    const chats = new ChatsPage(page);
    await chats.goto();
    const items = chats.list.getByRole('listitem');
    await expect(items).toHaveCount(20);
    await chats.loadOlderButton.click();
    await expect(items).toHaveCount(21);
    await expect(chats.loadOlderButton).toHaveCount(0);
  });
});
