import fs from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ChatPage } from '../pages/chat-page';
import { DocumentPage } from '../pages/document-page';
import { sendTurn } from '../support/patient-api';

// DOMPurify's own fixture payloads (testing/data/xss, with their licence), plus the ways in that
// Markdown adds, sent as the patient's words so that they reach the SOAP note verbatim.
const FIXTURES = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'testing/data/xss/dompurify-fixture-payloads.json'), 'utf8'),
) as { count: number; payloads: Array<{ title: string; payload: string }> };

const MARKDOWN_PAYLOADS = [
  '[click me](javascript:alert(document.domain))',
  '[vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:alert(1)>',
  '![x" onerror="alert(1)](https://example.test/x.png)',
  '[ref link][evil]',
  '',
  '[evil]: javascript:alert(1) "title"',
];

/**
 * The service refuses control characters other than tab and line breaks, and unpaired surrogates
 * (ADR 0031), so a patient cannot send them and they cannot reach a document: the few payloads that
 * hold one carry U+FFFD in its place, the rest of the payload unchanged.
 */
function sendable(payload: string): string {
  return payload.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** Markdown text as typed: CommonMark's backslash escapes of ASCII punctuation undone. */
function withoutBackslashEscapes(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

const PAYLOADS = [...FIXTURES.payloads.map((item) => sendable(item.payload)), ...MARKDOWN_PAYLOADS];

const USER_INPUT_LIMIT = 10_000;
// Enough for the engine to take each message as a question for the clinician and note it verbatim.
const NOTE_PREFIX = 'Can you add this to my notes for the doctor?\n';

/** The payloads joined into as few messages as the service's input limit allows. */
function payloadMessages(): string[] {
  const budget = USER_INPUT_LIMIT - NOTE_PREFIX.length - 100;
  const messages: string[] = [];
  let current = '';
  for (const payload of [...PAYLOADS.slice(0, FIXTURES.payloads.length), MARKDOWN_PAYLOADS.join('\n')]) {
    if (current && [...current].length + [...payload].length + 1 > budget) {
      messages.push(current);
      current = '';
    }
    current += (current ? '\n' : '') + payload;
  }
  if (current) messages.push(current);
  return messages.map((message) => NOTE_PREFIX + message);
}

/** Whatever a payload could leave behind in the live DOM, listed so that a failure names it. */
async function activeContent(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const roots = [...document.querySelectorAll(selector)];
    if (roots.length === 0) return [`no ${selector} on the page`];
    for (const root of roots) {
      for (const element of root.querySelectorAll(
        'script, iframe, frame, object, embed, form, input, button, style, link, meta, base, svg, math, img, video, audio, source, template',
      )) {
        found.push(`<${element.tagName.toLowerCase()}> in ${selector}`);
      }
      for (const element of root.querySelectorAll('[style]'))
        found.push(`style attribute on <${element.tagName}>`);
    }
    // The whole page: no handler attribute and no script-bearing URL anywhere, not only in the document.
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(`${name} on <${element.tagName.toLowerCase()}>`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) &&
          /^(javascript|vbscript|data):/.test(value)
        ) {
          found.push(`${name}="${attribute.value}" on <${element.tagName.toLowerCase()}>`);
        }
      }
    }
    return found;
  }, scope);
}

test('a SOAP note holding every XSS payload renders inert', async ({ page, chatId }) => {
  test.setTimeout(90_000);
  expect(FIXTURES.payloads).toHaveLength(FIXTURES.count);
  const incidents: string[] = [];
  page.on('dialog', (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) incidents.push(`CSP: ${message.text()}`);
  });
  page.context().on('page', (opened) => incidents.push(`window opened: ${opened.url()}`));

  // The headache intake up to its red-flag question, the payloads as notes for the clinician, then the
  // remaining answers until the consultation completes.
  const messages = payloadMessages();
  expect(messages.length).toBeLessThanOrEqual(5);
  const script = [
    'I have had a headache since yesterday morning',
    'It started yesterday morning, quite gradually',
    'It is about the same as it was',
    'About 4 out of 10',
    ...messages,
    'No',
    'No',
    'No, I do not take any medications',
    'No allergies',
    'No other medical conditions',
    'No',
    'No, that is everything',
  ];
  let soapNoteId: string | null = null;
  for (const text of script) {
    const frames = await sendTurn(page.request, chatId, text);
    const complete = frames.find((frame) => frame.event === 'ai_consultation.complete');
    if (complete) {
      soapNoteId = (complete.data as { artifacts: { soapNote: string } }).artifacts.soapNote;
      break;
    }
  }
  expect(soapNoteId, 'the consultation completed').not.toBeNull();

  // Every line of every payload reached the note's Markdown (escaped as text, ADR 0076: a backslash
  // before each Markdown character), so the page below really renders them.
  let markdown = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/documents/${encodeURIComponent(soapNoteId!)}`);
        if (response.status() !== 200) return response.status();
        markdown = ((await response.json()) as { data: { content: { body: string } } }).data.content.body;
        return 200;
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  // A line ends wherever Markdown (or the escaping, ADR 0076) ends one: a lone \r and U+2028 too.
  const missing = PAYLOADS.flatMap((payload) => payload.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/))
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !withoutBackslashEscapes(markdown).includes(line));
  expect(missing).toEqual([]);

  const documentPage = new DocumentPage(page);
  await documentPage.goto(soapNoteId!);
  const article = documentPage.article('Clinical note (SOAP)');
  await expect(article).toContainText('Additional information');
  // The raw HTML is shown as the text it is.
  await expect(article).toContainText('<svg><image id="v-146"');
  await expect(article).toContainText('[click me](javascript:alert(document.domain))');
  const loadedAt = page.url();
  const onNavigation = (frame: Frame) => {
    if (frame === page.mainFrame()) incidents.push(`navigated to ${frame.url()}`);
  };
  page.on('framenavigated', onNavigation);
  // Time for anything deferred (timers, failed image loads, animations) to fire.
  await page.waitForTimeout(1_500);
  expect(await activeContent(page, 'main article')).toEqual([]);
  // Nothing in a document is a link: the patient's link is text, address and all.
  await expect(article.locator('a')).toHaveCount(0);
  expect(page.url()).toBe(loadedAt);
  page.off('framenavigated', onNavigation);

  // The patient's own words in the conversation are shown as typed: inert there too.
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await expect(chat.conversation).toContainText('<svg><image id="v-146"');
  await page.waitForTimeout(1_000);
  expect(await activeContent(page, 'ol[aria-label="Conversation"] article')).toEqual([]);
  expect(incidents).toEqual([]);
});
