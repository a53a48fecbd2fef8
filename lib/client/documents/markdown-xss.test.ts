// @vitest-environment jsdom
// jsdom parses HTML as the specification says, as DOMPurify's own tests do.
import { describe, expect, it } from 'vitest';
import fixtureFile from '@/testing/data/xss/dompurify-fixture-payloads.json';
import { renderMarkdown, sanitizeHtml, type MarkdownProfile } from './markdown';

interface Fixture {
  count: number;
  payloads: { title?: string; payload: string }[];
}

const fixture: Fixture = fixtureFile;

const FORBIDDEN_ELEMENTS =
  'script, form, iframe, object, embed, style, img, svg, math, input, button, frame, link, meta, base';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'xlink:href',
  'formaction',
  'srcset',
  'background',
  'poster',
];
const DANGEROUS_URL = /^(?:javascript|vbscript|data):/i;

/** Every way the sanitized HTML could still run code, load something or post somewhere. */
function findDangers(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const dangers: string[] = [];
  for (const element of container.querySelectorAll(FORBIDDEN_ELEMENTS))
    dangers.push(`<${element.localName}>`);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) dangers.push(`${name} on <${element.localName}>`);
      if (name === 'style') dangers.push(`style on <${element.localName}>`);
      // Browsers ignore control characters and whitespace in a scheme; so does this check.
      const compact = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (URL_ATTRIBUTES.includes(name) && DANGEROUS_URL.test(compact)) {
        dangers.push(`${name}="${attribute.value}" on <${element.localName}>`);
      }
    }
  }
  return dangers;
}

const MARKDOWN_VECTORS = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:alert(1)>',
  '[ref][x]\n\n[x]: javascript:alert(1) "title"',
  '![alt" onerror="alert(1)](https://example.com/x.png "t\\" onload=\\"alert(1)")',
  '![x](javascript:alert(1))',
  '[a](https://example.com "x\\" onmouseover=\\"alert(1)")',
  '<div onclick="alert(1)">block html</div>\n\nafter',
  'inline <span onmouseover="alert(1)">tag</span> and <script>alert(1)</script>',
  '<style>body{display:none}</style>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<iframe src="https://example.com"></iframe><object data="x"></object><embed src="x">',
  '```html\n<script>alert(1)</script>\n```',
  '# <img src=x onerror=alert(1)>',
  '- [x] task <svg onload=alert(1)>',
];

describe.each<MarkdownProfile>(['document', 'chat'])(
  'the %s profile leaves every payload inert',
  (profile) => {
    it(`keeps all ${fixture.count} DOMPurify fixture payloads inert as raw HTML`, () => {
      expect(fixture.payloads).toHaveLength(fixture.count);
      for (const [index, { title = `payload ${index}`, payload }] of fixture.payloads.entries()) {
        expect({ title, dangers: findDangers(sanitizeHtml(payload, profile)) }).toEqual({
          title,
          dangers: [],
        });
      }
    });

    it('keeps every fixture payload inert when it arrives as Markdown', () => {
      for (const [index, { title = `payload ${index}`, payload }] of fixture.payloads.entries()) {
        expect({ title, dangers: findDangers(renderMarkdown(payload, { profile })) }).toEqual({
          title,
          dangers: [],
        });
        const embedded = `# Note\n\nThe patient wrote: ${payload}\n\n- ${payload}`;
        expect({ title, dangers: findDangers(renderMarkdown(embedded, { profile })) }).toEqual({
          title,
          dangers: [],
        });
      }
    });

    it.each(MARKDOWN_VECTORS)('keeps the Markdown vector %j inert', (markdown) => {
      expect(findDangers(renderMarkdown(markdown, { profile }))).toEqual([]);
    });
  },
);

describe('the danger check itself', () => {
  it('finds what it looks for, so that a pass means something', () => {
    expect(findDangers('<a href=" java\tscript:x">a</a><p onclick="x" style="c">b</p><svg></svg>')).toEqual([
      '<svg>',
      'href=" java\tscript:x" on <a>',
      'onclick on <p>',
      'style on <p>',
    ]);
  });
});
