import { expect, type Locator, type Page } from '@playwright/test';
import { recordSentPersonalData } from '../support/personal-data';

/** The patient's chat page, /chats/[id]: the conversation, the composer and what a turn can end in. */
export class ChatPage {
  readonly heading: Locator;
  readonly composer: Locator;
  readonly sendButton: Locator;
  readonly stopButton: Locator;
  readonly sendAgainButton: Locator;
  readonly conversation: Locator;
  /** The assistant's replies in the conversation. */
  readonly replies: Locator;
  /** The reply being written while a turn runs. */
  readonly liveReply: Locator;
  readonly documents: Locator;
  readonly nextStep: Locator;
  readonly safetyPanel: Locator;
  readonly newChatButton: Locator;
  readonly loadOlderButton: Locator;
  readonly jumpToLatestButton: Locator;
  /** The conversation's entries, one per message or notice. */
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Chat' });
    this.composer = page.getByLabel('Your message');
    this.sendButton = page.getByRole('button', { name: 'Send' });
    this.stopButton = page.getByRole('button', { name: 'Stop' });
    this.sendAgainButton = page.getByRole('button', { name: 'Send again' });
    this.conversation = page.getByRole('list', { name: 'Conversation' });
    this.entries = this.conversation.locator(':scope > li');
    this.replies = page.getByRole('article').filter({ hasText: 'Assistant' });
    this.liveReply = page.locator('article[aria-busy="true"]');
    this.documents = page.getByRole('region', { name: 'Your documents' });
    this.nextStep = page.getByRole('complementary', { name: 'Suggested next step' });
    this.safetyPanel = page.getByRole('alert').filter({ hasText: 'Your safety comes first' });
    this.newChatButton = page.getByRole('button', { name: 'New chat' });
    this.loadOlderButton = page.getByRole('button', { name: 'Load older messages' });
    this.jumpToLatestButton = page.getByRole('button', { name: 'Jump to latest' });
  }

  async goto(chatId: string): Promise<void> {
    await this.page.goto(`/chats/${encodeURIComponent(chatId)}`);
  }

  /** Types into the composer and sends with Enter. */
  async say(text: string): Promise<void> {
    recordSentPersonalData('message', text);
    await this.composer.fill(text);
    await expect(this.sendButton).toBeEnabled();
    // Pressed on the box itself: focus may have moved since the fill (the page focuses its heading on load).
    await this.composer.press('Enter');
  }

  /** Waits until the turn is over: the Stop button is gone. */
  async turnSettled(): Promise<void> {
    await expect(this.stopButton).toHaveCount(0, { timeout: 20_000 });
  }

  async sayAndWait(text: string): Promise<void> {
    await this.say(text);
    await this.turnSettled();
  }

  /** The text of a reply, below its heading. */
  replyText(reply: Locator): Locator {
    return reply.locator('h2 ~ div');
  }

  /** What the page shows of the reply being written, and whether the turn is still running, read at one instant. */
  liveReplySnapshot(): Promise<{ running: boolean; text: string }> {
    return this.page.evaluate(() => ({
      running: [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'Stop',
      ),
      text: document.querySelector('article[aria-busy="true"] h2 ~ div')?.textContent?.trim() ?? '',
    }));
  }

  /** Polls until a reply is arriving: text on the page while the turn still runs. Answers what was shown. */
  async waitForPartialReply(): Promise<{ running: boolean; text: string }> {
    let seen = { running: false, text: '' };
    await expect
      .poll(
        async () => {
          seen = await this.liveReplySnapshot();
          return seen.running && seen.text.length > 0;
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(true);
    return seen;
  }

  /** Words the patient typed, shown exactly as typed. */
  said(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  documentLink(name: string): Locator {
    return this.documents.getByRole('link', { name });
  }
}
