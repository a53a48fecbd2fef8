import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ChatPage } from '../pages/chat-page';
import { ChatsPage } from '../pages/chats-page';
import { DocumentPage } from '../pages/document-page';
import { HEADACHE_ANSWERS } from '../../testing/embedded/conversation/consultation-script';

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
});

test('a consultation from the first message to its three documents', async ({ page, chatId, faults }) => {
  // Twelve turns and three documents: one consultation shared by every document check.
  test.setTimeout(120_000);
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await expect(chat.heading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first reply is slowed so that it can be seen arriving: text on the page while the turn still runs.
  await faults.set({ streamDelayMs: 250 });
  await chat.say(HEADACHE_ANSWERS[0]!);
  const partial = await chat.waitForPartialReply();
  await chat.turnSettled();
  await faults.reset();
  const finished = (await chat.replyText(chat.replies.first()).textContent())?.trim() ?? '';
  expect(finished.length).toBeGreaterThan(partial.text.length);
  expect(finished.startsWith(partial.text.slice(0, 20))).toBe(true);

  for (const answer of HEADACHE_ANSWERS.slice(1)) {
    await chat.sayAndWait(answer);
    if ((await chat.composer.count()) === 0) break;
  }
  await expect(chat.documents).toBeVisible();
  // The patient's words exactly once each, after the stored messages replaced the live turn.
  await expect(chat.said(HEADACHE_ANSWERS[0]!)).toHaveCount(1);
  await expect(chat.nextStep).toBeVisible();
  await expect(page.getByText('This conversation has ended')).toBeVisible();
  await expect(chat.composer).toHaveCount(0);

  // The state survives a reload, rebuilt from the recorded events.
  await page.reload();
  await expect(chat.documents).toBeVisible();
  await expect(chat.composer).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const documentPage = new DocumentPage(page);
  await chat.documentLink('Clinical note (SOAP)').click();
  await expect(documentPage.heading('Clinical note (SOAP)')).toBeVisible({ timeout: 15_000 });
  const article = documentPage.article('Clinical note (SOAP)');
  await expect(article).toContainText(/headache/i);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await documentPage.downloadButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^soap-note-\d{4}-\d{2}-\d{2}\.md$/);

  await page.emulateMedia({ media: 'print' });
  await expect(documentPage.printButton).toBeHidden();
  await expect(article).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  for (const { link, title } of [
    { link: 'Short summary', title: 'Short summary' },
    { link: 'Full summary', title: 'Full summary' },
  ]) {
    await page.goBack();
    await expect(chat.documents).toBeVisible();
    await chat.documentLink(link).click();
    await expect(documentPage.heading(title).first()).toBeVisible({ timeout: 15_000 });
    await expect(documentPage.article(title)).toContainText(/headache/i);
  }
});

test('a red flag shows the safety panel and closes the chat, also after a reload', async ({
  page,
  chatId,
}) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await chat.say('I have chest pain and I am short of breath');
  await expect(chat.safetyPanel).toBeVisible();
  await expect(chat.safetyPanel.getByRole('link', { name: /call 911/ })).toHaveAttribute('href', 'tel:911');
  await expect(chat.safetyPanel.getByRole('link', { name: /call 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(chat.composer).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(chat.safetyPanel).toBeVisible();
  await expect(chat.composer).toHaveCount(0);
});

test('off-topic messages get a notice each, and the third ends the chat with its reason', async ({
  page,
  chatId,
}) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  for (const text of ['what is the capital of France', 'write me a poem']) await chat.sayAndWait(text);
  await expect(page.getByText('Off topic')).toHaveCount(2);
  await chat.say('tell me a joke');
  await expect(page.getByText(/kept moving away from health questions/)).toBeVisible();
  await expect(chat.composer).toHaveCount(0);
  // Rebuilt from the records after a reload, each notice stays with the message of its own turn.
  await page.reload();
  await expect(chat.conversation.getByText('Off topic')).toHaveCount(3);
  const transcript = (await chat.conversation.innerText()).split('\n');
  const noticesPerTurn = ['what is the capital of France', 'write me a poem', 'tell me a joke'].map(
    (said, turn, all) => {
      const from = transcript.indexOf(said);
      const to = turn + 1 < all.length ? transcript.indexOf(all[turn + 1]!) : transcript.length;
      return transcript.slice(from, to).filter((line) => line === 'Off topic').length;
    },
  );
  expect(noticesPerTurn).toEqual([1, 1, 1]);
  await chat.newChatButton.click();
  await expect(page).not.toHaveURL(new RegExp(chatId));
  await expect(chat.composer).toBeVisible();
});

test('a rate-limited turn counts down, then offers Send again', async ({ page, chatId, faults }) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await faults.set({ rateLimitStreams: true });
  await chat.say('I have a cough');
  const notice = page.getByText('Your message was not answered');
  await expect(notice).toBeVisible();
  await expect(chat.sendAgainButton).toBeEnabled({ timeout: 5_000 });
  await faults.reset();
  await chat.sendAgainButton.click();
  await chat.turnSettled();
  await expect(chat.said('I have a cough')).toHaveCount(1);
  await expect(notice).toHaveCount(0);
});

test('a stream cut mid-reply keeps what arrived, reloads the messages, duplicates nothing', async ({
  page,
  chatId,
  faults,
}) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await faults.set({ cutStreamAfterEvents: 3 });
  await chat.say(HEADACHE_ANSWERS[0]!);
  await expect(page.getByText('The reply was interrupted')).toBeVisible();
  await expect(page.getByText('Your message was received.', { exact: false })).toBeVisible();
  await expect(chat.sendAgainButton).toHaveCount(0);
  await expect(chat.said(HEADACHE_ANSWERS[0]!)).toHaveCount(1);
  await expect(chat.replies).toHaveCount(1);
});

test('Stop aborts the turn and says so; the draft of a chat survives a reload', async ({
  page,
  chatId,
  faults,
}) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await faults.set({ latencyMs: 3_000 });
  await chat.say('I have a sore throat');
  await chat.stopButton.click();
  await expect(page.getByText('You stopped the reply')).toBeVisible();
  await expect(chat.sendButton).toBeVisible();
  await faults.reset();

  await chat.composer.fill('Half a thought,\n  kept as typed');
  await page.reload();
  await expect(chat.composer).toHaveValue('Half a thought,\n  kept as typed');
});

test('Shift+Enter is a new line and the send button waits for the turn', async ({ page, chatId }) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await chat.composer.fill('Line one');
  await chat.composer.press('Shift+Enter');
  await chat.composer.pressSequentially('line two');
  await expect(chat.composer).toHaveValue('Line one\nline two');
  await chat.composer.press('Enter');
  await chat.turnSettled();
  await expect(chat.said('Line one\nline two')).toHaveCount(1);
});

for (const way of ['reload', 'leave and come back'] as const) {
  test(`a ${way} while the reply streams shows the stored conversation, nothing lost or doubled`, async ({
    page,
    chatId,
    faults,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto(chatId);
    await faults.set({ streamDelayMs: 300 });
    await chat.say(HEADACHE_ANSWERS[0]!);
    const seen = await chat.waitForPartialReply();

    if (way === 'reload') {
      await page.reload();
    } else {
      const chats = new ChatsPage(page);
      await chats.navLink.click();
      await expect(chats.heading).toBeVisible();
      await page.goBack();
    }
    await faults.reset();

    await expect(chat.conversation.getByText(HEADACHE_ANSWERS[0]!, { exact: true })).toHaveCount(1);
    // The reply as far as it got was stored when the turn stopped upstream: shown once, from its start.
    const replies = chat.conversation.getByRole('article').filter({ hasText: 'Assistant' });
    await expect(replies).toHaveCount(1);
    await expect(chat.replyText(replies)).toContainText(seen.text.slice(0, 20));
    await expect(chat.stopButton).toHaveCount(0);

    // The chat carries on from there, and the earlier turn is still there once each.
    await chat.sayAndWait(HEADACHE_ANSWERS[1]!);
    await expect(chat.conversation.getByText(HEADACHE_ANSWERS[0]!, { exact: true })).toHaveCount(1);
    await expect(chat.conversation.getByText(HEADACHE_ANSWERS[1]!, { exact: true })).toHaveCount(1);
    await expect(replies).toHaveCount(2);
  });
}
