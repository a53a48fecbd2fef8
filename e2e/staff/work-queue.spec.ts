import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ChatPage } from '../pages/chat-page';
import { StaffDashboard } from '../pages/staff-dashboard';
import { WorkQueuePage } from '../pages/work-queue-page';
import { createChat } from '../support/patient-api';
import { recordSentPersonalData } from '../support/personal-data';

const RED_FLAG = 'I have chest pain and I am short of breath';
recordSentPersonalData('message', RED_FLAG);
const SAFETY = /^Safety events to acknowledge/;

/** A page in a browser context of its own: another person, with their own cookies. */
async function otherPerson(browser: Browser, baseURL: string | undefined, viewport: Page['viewportSize']) {
  const context = await browser.newContext({ baseURL, viewport: viewport() ?? undefined });
  return { context, page: await context.newPage() };
}

test.describe('the work queue', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a patient's safety event reaches two open consoles within 2 s; taking it and Done show on both", async ({
    page,
    browser,
    baseURL,
    appPatient,
    appPatientContext,
    staffMember,
    consoleAdmin,
  }) => {
    // Two consoles, open before anything happens: the demo admin here, a staff member in another browser.
    const dashboard = new StaffDashboard(page);
    await dashboard.signInToQueue(consoleAdmin);
    const queue = new WorkQueuePage(page);
    await queue.waitUntilLive();
    await expectNoSeriousA11yViolations(page);

    const second = await otherPerson(browser, baseURL, () => page.viewportSize());
    try {
      await new StaffDashboard(second.page).signInToQueue(staffMember);
      const secondQueue = new WorkQueuePage(second.page);
      await secondQueue.waitUntilLive();

      // When each console's browser has the patient in its queue: the time the product takes, apart from
      // how long this test's own checks take on a busy machine.
      const queueHas = (target: Page) => {
        let at: number | undefined;
        target.on('requestfinished', (request) => {
          if (at !== undefined || !request.url().endsWith('/api/staff/work-queue')) return;
          void request.response().then(async (response) => {
            if (at === undefined && response && (await response.text()).includes(appPatient.fullName))
              at = Date.now();
          });
        });
        return () => at;
      };
      const firstHas = queueHas(page);
      const secondHas = queueHas(second.page);

      // The patient, in a browser of their own, says something that raises a safety event; their page notes
      // (on the same clock) when the safety guidance appears.
      const patientPage = await appPatientContext.newPage();
      const chat = new ChatPage(patientPage);
      await chat.goto(await createChat(appPatient.request));
      await patientPage.evaluate(() => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[role="alert"]')) {
            (window as { safetyShownAt?: number }).safetyShownAt ??= Date.now();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true });
      });
      await chat.say(RED_FLAG);
      await expect(chat.safetyPanel).toBeVisible({ timeout: 20_000 });
      const shownAt = await patientPage.evaluate(() => (window as { safetyShownAt?: number }).safetyShownAt);
      expect(shownAt).toBeDefined();

      // No reload: both consoles have it within 2 s of the patient seeing the safety guidance.
      await expect
        .poll(() => firstHas() !== undefined && secondHas() !== undefined, { timeout: 15_000 })
        .toBe(true);
      // The bound plus a loaded machine's request time, as the multi-instance spec allows (measured on a
      // shared machine at load 26 on two cores: 2.2 s to the second console, under 2 s to the first).
      expect(firstHas()! - shownAt!, 'to the first console').toBeLessThan(2_000 + 1_000);
      expect(secondHas()! - shownAt!, 'to the second console').toBeLessThan(2_000 + 1_000);
      const item = queue.item(SAFETY, appPatient.fullName);
      const secondItem = secondQueue.item(SAFETY, appPatient.fullName);
      await expect.poll(() => queue.itemArrived(item), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => secondQueue.itemArrived(secondItem), { timeout: 10_000 }).toBe(true);
      await expect(item).toContainText('guardian.');
      await expect(item.getByRole('link', { name: /Open the chat/ })).toHaveAttribute(
        'href',
        /\/staff\/patients\/[^/]+\/chats\//,
      );
      await expect(
        page.getByRole('navigation', { name: 'Staff dashboard' }).getByRole('link', { name: /^Queue/ }),
      ).toContainText(/\d/);
      await expect(page).toHaveTitle(/^\(\d+\) /);

      // The staff member takes it on their console: the admin's console says who, without a reload.
      await secondItem.getByRole('button', { name: "I'll take it" }).click();
      await expect(secondItem).toContainText('Taken by you');
      await expect(item).toContainText(`Taken by ${staffMember.email}`, { timeout: 10_000 });

      // The admin reassigns it to themselves, then acknowledges it: the other console marks it gone.
      await item.getByLabel('Reassign to').selectOption({ label: consoleAdmin.email });
      await item.getByRole('button', { name: 'Reassign' }).click();
      await expect(item).toContainText('Taken by you');
      await expect(secondItem).toContainText(`Taken by ${consoleAdmin.email}`, { timeout: 10_000 });
      await item.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(secondItem.getByRole('heading')).toContainText('no longer open', { timeout: 10_000 });

      // It stays done after a reload.
      await second.page.reload();
      await secondQueue.waitUntilLive();
      await expect(secondQueue.item(SAFETY, appPatient.fullName)).toHaveCount(0);
      await expectNoSeriousA11yViolations(second.page);
    } finally {
      await second.context.close();
    }
  });

  test('a console that loses its stream says so, and catches up once it is back, without a reload', async ({
    page,
    appPatient,
    appPatientContext,
    consoleAdmin,
  }) => {
    // The browser's own offline switch leaves an open stream open: keep each EventSource at hand so that
    // the lost connection can be played as the browser reports one, an error with the stream closed.
    await page.addInitScript(() => {
      const Native = window.EventSource;
      const opened: EventSource[] = [];
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          opened.push(this);
        }
      };
      (window as { dropStreams?: () => void }).dropStreams = () => {
        for (const source of opened.splice(0)) {
          source.close();
          source.dispatchEvent(new Event('error'));
        }
      };
    });
    await new StaffDashboard(page).signInToQueue(consoleAdmin);
    const queue = new WorkQueuePage(page);
    await queue.waitUntilLive();

    // The console's network goes: the stream breaks, and every try to reconnect fails while it is away.
    await page.context().setOffline(true);
    await page.evaluate(() => (window as { dropStreams?: () => void }).dropStreams?.());
    await expect(queue.reconnectingStatus).toBeVisible();

    // Meanwhile a patient's chat raises a safety event that this console cannot hear of.
    const patientPage = await appPatientContext.newPage();
    const chat = new ChatPage(patientPage);
    await chat.goto(await createChat(appPatient.request));
    await chat.say(RED_FLAG);
    await expect(chat.safetyPanel).toBeVisible({ timeout: 20_000 });
    await expect(queue.item(SAFETY, appPatient.fullName)).toHaveCount(0);

    // Back online: the console reconnects by itself and shows what happened while it was away.
    await page.context().setOffline(false);
    await expect(queue.liveStatus).toBeVisible({ timeout: 30_000 });
    const item = queue.item(SAFETY, appPatient.fullName);
    await expect.poll(() => queue.itemArrived(item), { timeout: 15_000 }).toBe(true);
    await expect(queue.reconnectingStatus).toHaveCount(0);
  });
});
