// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMarkdown, sanitizeHtml } from './markdown';

const asDocument = (markdown: string) => renderMarkdown(markdown, { profile: 'document' });
const asChat = (markdown: string) => renderMarkdown(markdown, { profile: 'chat' });

function parse(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown, document profile', () => {
  it('keeps headings, lists, quotes and tables', () => {
    const html = asDocument(
      '# Summary\n\n## Subjective\n\n- cough\n- fever\n\n1. rest\n2. fluids\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    const dom = parse(html);
    expect(dom.querySelector('h1')?.textContent).toBe('Summary');
    expect(dom.querySelector('h2')?.textContent).toBe('Subjective');
    expect([...dom.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['cough', 'fever']);
    expect([...dom.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['rest', 'fluids']);
    expect(dom.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
    expect(dom.querySelectorAll('td')).toHaveLength(2);
  });

  it('renders emphasis and strong, never leaving the asterisks', () => {
    const html = asDocument('Take *one* tablet **twice** a day, _with_ __food__.');
    expect(html).toContain('<em>one</em>');
    expect(html).toContain('<strong>twice</strong>');
    expect(html).toContain('<em>with</em>');
    expect(html).toContain('<strong>food</strong>');
    expect(parse(html).textContent).not.toMatch(/[*_]/);
  });

  it('shows a link as its text and its address, never as a link', () => {
    const dom = parse(asDocument('See [the CDC](https://www.cdc.gov/flu "Flu").'));
    expect(dom.querySelector('a')).toBeNull();
    expect(dom.textContent?.trim()).toBe('See the CDC (https://www.cdc.gov/flu).');
  });

  it('shows whatever a link points to as text, whatever its scheme', () => {
    const dom = parse(
      asDocument('[mail](mailto:a@b.example) [call](tel:911) [rel](/admin) [script](javascript:alert(1))'),
    );
    expect(dom.querySelector('a')).toBeNull();
    expect(dom.textContent?.trim()).toBe(
      'mail (mailto:a@b.example) call (tel:911) rel (/admin) script (javascript:alert(1))',
    );
  });

  it('shows an autolink, a bare address and a reference link as text, once', () => {
    const dom = parse(
      asDocument(
        '<https://a.example> www.b.example c@d.example [label][x] [](https://e.example)\n\n[x]: https://x.example',
      ),
    );
    expect(dom.querySelector('a')).toBeNull();
    expect(dom.textContent?.trim()).toBe(
      'https://a.example www.b.example c@d.example label (https://x.example) https://e.example',
    );
  });

  it('keeps emphasis inside a link label, as text', () => {
    const dom = parse(asDocument('[**Open** the EHR](https://evil.example/login)'));
    expect(dom.querySelector('a')).toBeNull();
    expect(dom.querySelector('strong')?.textContent).toBe('Open');
    expect(dom.textContent?.trim()).toBe('Open the EHR (https://evil.example/login)');
  });

  it('drops an anchor even when one reaches the sanitizer', () => {
    expect(sanitizeHtml('<p><a href="https://evil.example">Open</a></p>', 'document')).toBe('<p>Open</p>');
  });

  it('shows an image as its alt text and address and never loads it', () => {
    const dom = parse(
      asDocument('Before ![chest x-ray](https://example.com/x.png) after ![](https://example.com/y.png)'),
    );
    expect(dom.querySelector('img')).toBeNull();
    expect(dom.textContent?.trim()).toBe(
      'Before chest x-ray (https://example.com/x.png) after https://example.com/y.png',
    );
  });

  it('shows raw HTML as the text it is', () => {
    const dom = parse(asDocument('I wrote <b>this</b> myself'));
    expect(dom.querySelector('b')).toBeNull();
    expect(dom.textContent?.trim()).toBe('I wrote <b>this</b> myself');
  });

  it('keeps code as text', () => {
    const dom = parse(asDocument('```\nif (a < b) {}\n```'));
    expect(dom.querySelector('pre code')?.textContent).toBe('if (a < b) {}\n');
  });
});

describe('renderMarkdown, chat profile', () => {
  it('keeps paragraphs, line breaks, emphasis and lists', () => {
    const html = asChat('Hello,\nhow can I help?\n\n- **Fever**: *how high*?\n- cough');
    const dom = parse(html);
    expect(dom.querySelector('p')?.innerHTML).toBe('Hello,<br>how can I help?');
    expect(dom.querySelectorAll('li')).toHaveLength(2);
    expect(dom.querySelector('li strong')?.textContent).toBe('Fever');
    expect(dom.querySelector('li em')?.textContent).toBe('how high');
    expect(dom.textContent).not.toContain('*');
  });

  it('reduces headings, links, quotes, code and rules to their text', () => {
    const dom = parse(
      asChat('# Title\n\n[a link](https://example.com)\n\n> quote\n\n---\n\n`code`\n\n```\nblock\n```'),
    );
    for (const tag of ['h1', 'a', 'blockquote', 'hr', 'code', 'pre'])
      expect(dom.querySelector(tag)).toBeNull();
    expect(dom.querySelector('p')?.textContent).toBe('Title');
    expect(dom.textContent).toContain('a link');
    expect(dom.textContent).toContain('quote');
    expect(dom.textContent).toContain('code');
    expect(dom.textContent).toContain('block');
  });

  it('has no attributes at all', () => {
    const dom = parse(asChat('1. one\n2. two\n\n[x](https://example.com)'));
    for (const element of dom.querySelectorAll('*')) expect(element.attributes).toHaveLength(0);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
