import { expect, test } from '../fixtures';
import { ChatPage } from '../pages/chat-page';

declare global {
  interface Window {
    __layoutShift?: { total: number; sources: string[] };
  }
}

test('nothing on the page shifts while a reply streams in', async ({ page, chatId, faults }) => {
  await page.addInitScript(() => {
    window.__layoutShift = { total: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift!.total += entry.value;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const rect = (r: DOMRectReadOnly) => `${Math.round(r.y)}+${Math.round(r.height)}`;
          const s = source as unknown as { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          return `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)} ${rect(s.previousRect)}→${rect(s.currentRect)}`;
        });
        window.__layoutShift!.sources.push(`${entry.value.toFixed(3)}@${Math.round(entry.startTime)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  await expect(chat.composer).toBeEditable();
  // A first turn at full speed, so that the chat has history above the reply that streams next.
  await chat.sayAndWait('I have had a headache since yesterday morning');

  await faults.set({ streamDelayMs: 150 });
  const before = await page.evaluate(() => window.__layoutShift!.total);
  await chat.say('It started yesterday morning, quite gradually');
  await expect(chat.liveReply).toHaveCount(1);
  await chat.turnSettled();
  const shift = await page.evaluate(() => window.__layoutShift!);
  // Good pages stay under 0.1 cumulative shift; a streaming reply should add next to nothing.
  expect(shift.total - before, `shifted:\n${shift.sources.join('\n')}`).toBeLessThan(0.05);
});

test('the composer stays in view above an on-screen keyboard', async ({ page, chatId }) => {
  const chat = new ChatPage(page);
  await chat.goto(chatId);
  // The page asks the browser to shrink the layout viewport for the keyboard.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /interactive-widget=resizes-content/);
  for (const answer of ['I have had a headache since yesterday morning', 'It started yesterday, gradually', 'The same']) {
    await chat.sayAndWait(answer);
  }
  const box = chat.composer;
  await box.focus();
  // What an on-screen keyboard leaves of the viewport: the composer is still whole and visible in it.
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width, height: Math.round(height * 0.55) });
  await expect(box).toBeInViewport({ ratio: 1 });
  await expect(chat.sendButton).toBeInViewport({ ratio: 1 });
  const composerBottom = await box.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(composerBottom).toBeLessThanOrEqual(Math.round(height * 0.55));
});
