// A patient's words (and an organization's context) go into the documents as text: whatever they type,
// they cannot add a heading, a list item, a link or any other Markdown structure to a clinical note.
// The escaping follows what the app's renderer parses (marked with GFM, lib/client/documents/markdown.ts),
// checked against marked itself in markdown-text.test.ts.

/**
 * Every character that ends a line for some reader: CR LF, a lone CR (marked breaks on it), the Unicode
 * line and paragraph separators, vertical tab, form feed and NEL. All of them become a line feed.
 */
const LINE_BREAKS = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g;

/**
 * Characters that open an inline construct wherever they stand: backslash escapes, code spans and fences
 * (`` ` ``, `~`), emphasis and strikethrough (`*`, `_`, `~`), links, images and reference definitions
 * (`[`, `]`), raw HTML and autolinks (`<`, `>`), entities (`&`), table cells (`|`), and GFM's bare email
 * autolinks (`@`). Also `:` before `//` (bare `http://`, `https://`, `ftp://` autolinks) and the dot of
 * `www.` (bare `www.` autolinks). Each is escaped with a backslash, which CommonMark and marked accept
 * before any ASCII punctuation and which renders as the character itself.
 */
const INLINE_SPECIAL = /[\\`*_~[\]<>&|@]|:(?=\/\/)|(?<=[wW]{3})\./g;

/**
 * What opens a block at the start of a line once the inline characters are escaped: ATX headings (`#`),
 * bullets and thematic breaks (`-`, `+`), setext underlines (`=`, `-`), ordered-list markers (`1.`,
 * `1)`), and a table's delimiter row without pipes (`:-`, `:-:`, which make the line above a one-column
 * table's header). Block quotes (`>`), fences and the tables with pipes are already covered by
 * INLINE_SPECIAL.
 */
const LINE_START_SPECIAL = /^(?:[#+=:-]|\d+[.)])/;

/** The text with every kind of line break turned into `\n`. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, '\n');
}

/**
 * One line of text as Markdown that renders as exactly that text. Leading and trailing white space go:
 * four leading spaces would make a code block and two trailing ones a hard line break.
 */
function escapeLine(line: string): string {
  const escaped = line.trim().replace(INLINE_SPECIAL, (special) => `\\${special}`);
  return escaped.replace(LINE_START_SPECIAL, (marker) =>
    /^\d/.test(marker) ? `${marker.slice(0, -1)}\\${marker.slice(-1)}` : `\\${marker}`,
  );
}

/** The text's lines, normalized, trimmed and escaped; blank lines at either end left out. */
export function markdownTextLines(text: string): string[] {
  return normalizeLineBreaks(text).trim().split('\n').map(escapeLine);
}

/** Whether the text spans more than one line, whatever its line breaks. */
export function isMultiLine(text: string): boolean {
  return normalizeLineBreaks(text).trim().includes('\n');
}

/**
 * The text as inline Markdown on one line (a list item, a name, a short quote): line breaks become
 * spaces, so it can neither start a block nor continue one.
 */
export function markdownInline(text: string): string {
  const lines = normalizeLineBreaks(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return escapeLine(lines.join(' '));
}

/** The text as a block quote, every line quoted: `indent` places it inside a list item. */
export function markdownBlockquote(text: string, indent = ''): string {
  return markdownTextLines(text)
    .map((line) => (line === '' ? `${indent}>` : `${indent}> ${line}`))
    .join('\n');
}
