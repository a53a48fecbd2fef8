import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, say, test, turnSettled } from '../support/chat-fixtures';
import { HEADACHE_ANSWERS } from '../../testing/embedded/conversation/consultation-script';

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
});

/** What the page shows of the reply being written, and whether the turn is still running, read at one instant. */
async function liveReplySnapshot(page: Page): Promise<{ running: boolean; text: string }> {
  return page.evaluate(() => ({
    running: [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Stop'),
    text: document.querySelector('article[aria-busy="true"] h2 ~ div')?.textContent?.trim() ?? '',
  }));
}

test('a consultation from the first message to its three documents', async ({ page, chatId, faults }) => {
  // Twelve turns and three documents: one consultation shared by every document check.
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) violations.push(message.text());
  });
  await page.goto(`/chats/${chatId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first reply is slowed so that it can be seen arriving: text on the page while the turn still runs.
  await faults.set({ streamDelayMs: 250 });
  await say(page, HEADACHE_ANSWERS[0]!);
  let partial = { running: false, text: '' };
  await expect
    .poll(
      async () => {
        partial = await liveReplySnapshot(page);
        return partial.running && partial.text.length > 0;
      },
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(true);
  await turnSettled(page);
  await faults.reset();
  const firstReply = page.getByRole('article').filter({ hasText: 'Assistant' }).first();
  const finished = (await firstReply.locator('h2 ~ div').textContent())?.trim() ?? '';
  expect(finished.length).toBeGreaterThan(partial.text.length);
  expect(finished.startsWith(partial.text.slice(0, 20))).toBe(true);

  for (const answer of HEADACHE_ANSWERS.slice(1)) {
    await say(page, answer);
    await turnSettled(page);
    if ((await page.getByLabel('Your message').count()) === 0) break;
  }
  const documents = page.getByRole('region', { name: 'Your consultation documents' });
  await expect(documents).toBeVisible();
  // The patient's words exactly once each, after the stored messages replaced the live turn.
  await expect(page.getByText(HEADACHE_ANSWERS[0]!, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Suggested next step' })).toBeVisible();
  await expect(page.getByText('This conversation has ended')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);

  // The state survives a reload, rebuilt from the recorded events.
  await page.reload();
  await expect(documents).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await documents.getByRole('link', { name: 'Clinical note (SOAP)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical note (SOAP)' })).toBeVisible({
    timeout: 15_000,
  });
  const article = page.getByRole('article', { name: 'Clinical note (SOAP)' });
  await expect(article).toContainText(/headache/i);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .md' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^soap-note-\d{4}-\d{2}-\d{2}\.md$/);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(article).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  for (const { link, title } of [
    { link: 'Short summary', title: 'Short summary' },
    { link: 'Full summary', title: 'Consultation summary' },
  ]) {
    await page.goBack();
    const panel = page.getByRole('region', { name: 'Your consultation documents' });
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('article', { name: title })).toContainText(/headache/i);
  }
  expect(violations).toEqual([]);
});

test('a red flag shows the safety panel and closes the chat, also after a reload', async ({
  page,
  chatId,
}) => {
  await page.goto(`/chats/${chatId}`);
  await say(page, 'I have chest pain and I am short of breath');
  const panel = page.getByRole('alert').filter({ hasText: 'Your safety comes first' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /call 911/ })).toHaveAttribute('href', 'tel:911');
  await expect(panel.getByRole('link', { name: /call 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Your safety comes first' })).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
});

test('off-topic messages get a notice each, and the third ends the chat with its reason', async ({
  page,
  chatId,
}) => {
  await page.goto(`/chats/${chatId}`);
  for (const text of ['what is the capital of France', 'write me a poem']) {
    await say(page, text);
    await turnSettled(page);
  }
  await expect(page.getByText('Off topic')).toHaveCount(2);
  await say(page, 'tell me a joke');
  await expect(page.getByText(/kept moving away from health questions/)).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  // Rebuilt from the records after a reload, each notice stays with the message of its own turn.
  await page.reload();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Off topic')).toHaveCount(3);
  const transcript = (await conversation.innerText()).split('\n');
  const noticesPerTurn = ['what is the capital of France', 'write me a poem', 'tell me a joke'].map(
    (said, turn, all) => {
      const from = transcript.indexOf(said);
      const to = turn + 1 < all.length ? transcript.indexOf(all[turn + 1]!) : transcript.length;
      return transcript.slice(from, to).filter((line) => line === 'Off topic').length;
    },
  );
  expect(noticesPerTurn).toEqual([1, 1, 1]);
  await page.getByRole('button', { name: 'New consultation' }).click();
  await expect(page).not.toHaveURL(new RegExp(chatId));
  await expect(page.getByLabel('Your message')).toBeVisible();
});

test('a rate-limited turn counts down, then offers Send again', async ({ page, chatId, faults }) => {
  await page.goto(`/chats/${chatId}`);
  await faults.set({ rateLimitStreams: true });
  await say(page, 'I have a cough');
  const notice = page.getByText('Your message was not answered');
  await expect(notice).toBeVisible();
  const again = page.getByRole('button', { name: 'Send again' });
  await expect(again).toBeEnabled({ timeout: 5_000 });
  await faults.reset();
  await again.click();
  await turnSettled(page);
  await expect(page.getByText('I have a cough', { exact: true })).toHaveCount(1);
  await expect(notice).toHaveCount(0);
});

test('a stream cut mid-reply keeps what arrived, reloads the messages, duplicates nothing', async ({
  page,
  chatId,
  faults,
}) => {
  await page.goto(`/chats/${chatId}`);
  await faults.set({ cutStreamAfterEvents: 3 });
  await say(page, HEADACHE_ANSWERS[0]!);
  await expect(page.getByText('The reply was interrupted')).toBeVisible();
  await expect(page.getByText('Your message was received.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expect(page.getByText(HEADACHE_ANSWERS[0]!, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: 'Assistant' })).toHaveCount(1);
});

test('Stop aborts the turn and says so; the draft of a chat survives a reload', async ({
  page,
  chatId,
  faults,
}) => {
  await page.goto(`/chats/${chatId}`);
  await faults.set({ latencyMs: 3_000 });
  await say(page, 'I have a sore throat');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('You stopped the reply')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await faults.reset();

  await page.getByLabel('Your message').fill('Half a thought,\n  kept as typed');
  await page.reload();
  await expect(page.getByLabel('Your message')).toHaveValue('Half a thought,\n  kept as typed');
});

test('Shift+Enter is a new line and the send button waits for the turn', async ({ page, chatId }) => {
  await page.goto(`/chats/${chatId}`);
  const box = page.getByLabel('Your message');
  await box.fill('Line one');
  await box.press('Shift+Enter');
  await box.pressSequentially('line two');
  await expect(box).toHaveValue('Line one\nline two');
  await box.press('Enter');
  await turnSettled(page);
  await expect(page.getByText('Line one\nline two', { exact: true })).toHaveCount(1);
});

for (const way of ['reload', 'leave and come back'] as const) {
  test(`a ${way} while the reply streams shows the stored conversation, nothing lost or doubled`, async ({
    page,
    chatId,
    faults,
  }) => {
    await page.goto(`/chats/${chatId}`);
    await faults.set({ streamDelayMs: 300 });
    await say(page, HEADACHE_ANSWERS[0]!);
    let seen = { running: false, text: '' };
    await expect
      .poll(
        async () => {
          seen = await liveReplySnapshot(page);
          return seen.running && seen.text.length > 0;
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(true);

    if (way === 'reload') {
      await page.reload();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chats' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your consultations' })).toBeVisible();
      await page.goBack();
    }
    await faults.reset();

    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText(HEADACHE_ANSWERS[0]!, { exact: true })).toHaveCount(1);
    // The reply as far as it got was stored when the turn stopped upstream: shown once, from its start.
    const replies = conversation.getByRole('article').filter({ hasText: 'Assistant' });
    await expect(replies).toHaveCount(1);
    await expect(replies.locator('h2 ~ div')).toContainText(seen.text.slice(0, 20));
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

    // The chat carries on from there, and the earlier turn is still there once each.
    await say(page, HEADACHE_ANSWERS[1]!);
    await turnSettled(page);
    await expect(conversation.getByText(HEADACHE_ANSWERS[0]!, { exact: true })).toHaveCount(1);
    await expect(conversation.getByText(HEADACHE_ANSWERS[1]!, { exact: true })).toHaveCount(1);
    await expect(replies).toHaveCount(2);
  });
}
