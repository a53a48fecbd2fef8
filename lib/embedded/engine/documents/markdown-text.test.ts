// @vitest-environment jsdom
// Checked against marked itself, with the options of the app's document renderer (GFM, no line breaks
// from single newlines) but none of its safety rules: raw HTML stays HTML and links stay links, so any
// structure the escaping lets through shows up as an element.
import fc from 'fast-check';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  isMultiLine,
  markdownBlockquote,
  markdownInline,
  markdownTextLines,
  normalizeLineBreaks,
} from './markdown-text';

const plainMarked = new Marked({ gfm: true, breaks: false });

function rendered(markdown: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = plainMarked.parse(markdown, { async: false });
  return container;
}

function tagsOf(container: Element): string[] {
  return [...container.querySelectorAll('*')].map((element) => element.localName);
}

/** The text as a reader sees it: every line trimmed, blank lines left out. */
function visibleLines(text: string): string[] {
  return normalizeLineBreaks(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

// One of each construct Markdown and GFM know, written the ways a patient could type them.
const CONSTRUCTS = [
  '# heading',
  '###### six',
  '#',
  'title\n===',
  'title\n---',
  'title\n- - -',
  '- item',
  '+ item',
  '* item',
  '1. first',
  '1) first',
  '123456789. big',
  '> quote',
  '>> nested',
  '```\ncode\n```',
  '~~~js\ncode\n~~~',
  '    indented code',
  '\tindented code',
  'a | b\n--- | ---\n1 | 2',
  '| a |\n|---|',
  'a\n:-',
  'header\n:---:',
  '[label](https://evil.example/login)',
  '[label](https://evil.example "title")',
  '![alt](https://evil.example/x.png)',
  '<https://evil.example>',
  '<a@b.example>',
  'https://evil.example/login',
  'HTTPS://EVIL.EXAMPLE',
  'http://evil.example',
  'ftp://evil.example',
  'www.evil.example',
  'WWW.evil.example',
  'visit https://www.evil.example now',
  'mail a@b.example now',
  'mailto:a@b.example',
  'xmpp:a@b.example',
  '[x]: https://evil.example\n\n[x]',
  '[x][y]\n\n[y]: https://evil.example',
  '<b>bold</b> <img src=x onerror=alert(1)>',
  '<div>\nblock\n</div>',
  '<!-- comment -->',
  '&amp; &lt; &#106; &#x6a; &copy;',
  '*em* _em_ **strong** __strong__ ***both***',
  '~strike~ ~~strike~~',
  '`code` ``co`de``',
  'back\\slash \\* \\\\',
  'hard  \nbreak',
  'hard\\\nbreak',
  '***',
  '___',
  '---',
  '- [ ] task',
  'a\u2028# heading',
  'a\u2029- item',
  'a\r# heading',
  'a\r\n# heading',
  'a\u000b# heading',
  'a\u000c# heading',
  'a\u0085# heading',
];

describe('normalizeLineBreaks', () => {
  it('turns every line break a reader knows into a line feed', () => {
    expect(normalizeLineBreaks('a\r\nb\rc\nd\u2028e\u2029f\u000bg\u000ch\u0085i')).toBe(
      'a\nb\nc\nd\ne\nf\ng\nh\ni',
    );
  });

  it('counts a lone carriage return as a line break, as marked does', () => {
    expect(isMultiLine('one\rtwo')).toBe(true);
    expect(isMultiLine('  one  \n\n')).toBe(false);
  });
});

describe('markdownInline', () => {
  it('escapes with backslashes, leaving plain words as they are', () => {
    expect(markdownInline('I have a headache, since yesterday (about 3pm).')).toBe(
      'I have a headache, since yesterday (about 3pm).',
    );
    expect(markdownInline('# Plan')).toBe('\\# Plan');
    expect(markdownInline('1) rest')).toBe('1\\) rest');
    expect(markdownInline('[x](https://e.example)')).toBe('\\[x\\](https\\://e.example)');
    expect(markdownInline('www.e.example a@b.example')).toBe('www\\.e.example a\\@b.example');
    expect(markdownInline('&amp; <b> \\')).toBe('\\&amp; \\<b\\> \\\\');
  });

  it('puts several lines on one', () => {
    expect(markdownInline('  one\r\n\r\n  - two\u2028three  ')).toBe('one - two three');
  });

  it.each(CONSTRUCTS)('renders %j as its own text, in one paragraph', (text) => {
    const container = rendered(markdownInline(text));
    expect(tagsOf(container)).toEqual(['p']);
    expect(container.querySelector('p')?.textContent).toBe(visibleLines(text).join(' '));
  });

  it('is needed: unescaped, marked turns all but one of these into something else than their text', () => {
    const keptAsText = CONSTRUCTS.filter((text) => {
      const container = rendered(text);
      const paragraph = container.querySelector('p')?.textContent;
      return tagsOf(container).join() === 'p' && paragraph === visibleLines(text).join(' ');
    });
    // marked's bare-address autolinks are case-sensitive for `www.`; it is escaped all the same.
    expect(keptAsText).toEqual(['WWW.evil.example']);
  });
});

describe('markdownBlockquote', () => {
  it('quotes every line, blank ones too, under an optional indent', () => {
    expect(markdownBlockquote('one\r\rtwo', '    ')).toBe('    > one\n    >\n    > two');
  });

  it.each(CONSTRUCTS)('renders %j as its own lines, inside the quote', (text) => {
    const container = rendered(`Before:\n\n${markdownBlockquote(text)}\n\nAfter.`);
    const quote = container.querySelector('blockquote');
    expect(new Set(tagsOf(container))).toEqual(new Set(['p', 'blockquote']));
    expect(container.children).toHaveLength(3);
    const lines = [...(quote?.querySelectorAll('p') ?? [])].flatMap((paragraph) =>
      (paragraph.textContent ?? '').split('\n'),
    );
    expect(lines).toEqual(visibleLines(text));
  });

  it('stays inside a list item when indented under one', () => {
    const container = rendered(
      `- Answered:\n${markdownBlockquote('# one\n- two\n1. three', '    ')}\n- Next`,
    );
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('li blockquote p')?.textContent).toBe('# one\n- two\n1. three');
    expect(container.querySelector('h1, ol, li li')).toBeNull();
  });
});

// Text built from what Markdown is made of: any mix must come out as the same text.
const markdownPieces = fc.constantFrom(
  ...[' ', '  ', '    ', '\t', '\n', '\r', '\r\n', '\u2028', '\u000b', '\u0085'],
  ...['#', '##', '-', '+', '*', '_', '~', '=', '>', '|', '`', '```', '~~~', '[', ']', '(', ')', '!'],
  ...['<', '>', '&', ';', '#x6a', '\\', ':', ':-', '//', '.', '@', '1.', '1)', '"', "'", '/'],
  ...['www', 'http', 'https', 'ftp', 'mailto', 'a', 'b.example', 'amp', 'script', 'img', 'word'],
);
const markdownSoup = fc.array(markdownPieces, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('escaping against the renderer, for any text', () => {
  it('renders any inline text as one paragraph of that text, or nothing', () => {
    fc.assert(
      fc.property(markdownSoup, (text) => {
        const container = rendered(markdownInline(text));
        const expected = visibleLines(text).join(' ');
        expect(tagsOf(container)).toEqual(expected === '' ? [] : ['p']);
        expect(container.querySelector('p')?.textContent ?? '').toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('renders any quoted text as a quote of those lines', () => {
    fc.assert(
      fc.property(markdownSoup, (text) => {
        const container = rendered(`Before\n\n${markdownBlockquote(text)}`);
        const allowed = new Set(['p', 'blockquote']);
        expect(tagsOf(container).filter((tag) => !allowed.has(tag))).toEqual([]);
        const quote = container.querySelector('blockquote');
        const lines = [...(quote?.querySelectorAll('p') ?? [])].flatMap((paragraph) =>
          (paragraph.textContent ?? '').split('\n'),
        );
        expect(lines).toEqual(visibleLines(text));
      }),
      { numRuns: 300 },
    );
  });

  it('gives every line of a multi-line text, escaped, as markdownTextLines', () => {
    expect(markdownTextLines('\n\n # one\n\ntwo \n')).toEqual(['\\# one', '', 'two']);
  });
});
