import { describe, expect, it } from 'vitest';
import { serverMarkdownRenderer } from '@/lib/client/documents/server-markdown-slot';
import { ensureServerMarkdown } from './server-markdown';

describe('the server Markdown renderer', () => {
  it('renders with the browser rules: structure kept, scripts and unsafe links gone', async () => {
    await ensureServerMarkdown();
    const render = serverMarkdownRenderer();
    expect(render).toBeDefined();
    const html = render!('# Plan\n\n- rest <img src=x onerror=alert(1)>\n\n[site](javascript:alert(1))', {
      profile: 'document',
    });
    expect(html).toContain('<h1>Plan</h1>');
    // The raw HTML stays text (escaped), never an element; the script link loses its href.
    expect(html).toContain('rest &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|href="javascript:/);
  });

  it('limits replies to the chat profile and stays correct across fresh windows', async () => {
    await ensureServerMarkdown();
    const render = serverMarkdownRenderer()!;
    // More renders than one window serves: each still sanitizes.
    for (let index = 0; index < 450; index += 1) {
      const html = render(`## Heading ${index}\n\n**Bold** <script>alert(${index})</script>`, { profile: 'chat' });
      expect(html).toBe(`<p>Heading ${index}</p>\n<p><strong>Bold</strong> &lt;script&gt;alert(${index})&lt;/script&gt;</p>\n`);
    }
  });
});
