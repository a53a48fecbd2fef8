import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { Marked, type RendererObject } from 'marked';

/**
 * The one Markdown configuration of the app. `document` keeps a document's structure (headings, lists,
 * quotes, tables, code) and shows links and images as text; `chat` is for assistant replies: paragraphs,
 * line breaks, emphasis and lists, everything else reduced to its text.
 */
export type MarkdownProfile = 'document' | 'chat';

export interface RenderMarkdownOptions {
  profile: MarkdownProfile;
}

const CHAT_TAGS = ['p', 'br', 'em', 'strong', 'ul', 'ol', 'li'];
// No `a`: a document is written from a patient's words, and nothing in it is clickable (the renderer
// below shows a link's address as text; the allowlist drops any anchor that got past it).
const DOCUMENT_TAGS = [
  ...CHAT_TAGS,
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'del'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

const STRICT: Config = {
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

const PURIFY_CONFIG: Record<MarkdownProfile, Config> = {
  chat: { ...STRICT, ALLOWED_TAGS: CHAT_TAGS, ALLOWED_ATTR: [] },
  document: { ...STRICT, ALLOWED_TAGS: DOCUMENT_TAGS, ALLOWED_ATTR: ['start', 'align'] },
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Raw HTML in Markdown is shown as the text it is, never parsed.
const SHARED_RENDERER: RendererObject = {
  html: ({ text }) => escapeHtml(text),
};

/** Whether a link's text already is its address: an autolink, a bare URL or email GFM linked. */
function textIsAddress(text: string, href: string): boolean {
  return [text, `mailto:${text}`, `http://${text}`].includes(href);
}

/**
 * A document's links and images are text: the label (or alt text) followed by the address, so that a
 * reader sees where a link would lead and nothing can be clicked, fetched or dressed up as something else.
 */
const DOCUMENT_RENDERER: RendererObject = {
  ...SHARED_RENDERER,
  link({ href, text, tokens }) {
    if (text.trim() === '') return escapeHtml(href);
    const label = this.parser.parseInline(tokens);
    return textIsAddress(text, href) ? label : `${label} (${escapeHtml(href)})`;
  },
  image: ({ href, text }) =>
    text.trim() === '' ? escapeHtml(href) : `${escapeHtml(text)} (${escapeHtml(href)})`,
};

const CHAT_RENDERER: RendererObject = {
  ...SHARED_RENDERER,
  // Images are never fetched, only named.
  image: ({ text }) => escapeHtml(text),
  heading({ tokens }) {
    return `<p>${this.parser.parseInline(tokens)}</p>\n`;
  },
  code: ({ text }) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>\n`,
  hr: () => '',
};

const markedFor: Record<MarkdownProfile, Marked> = {
  document: new Marked({ gfm: true, breaks: false, renderer: DOCUMENT_RENDERER }),
  chat: new Marked({ gfm: true, breaks: true, renderer: CHAT_RENDERER }),
};

type Purifier = ReturnType<typeof DOMPurify>;

/** The one sanitizer, over a given window: the browser's own, or a server-side DOM's (the same rules). */
function createPurifier(window: WindowLike): Purifier {
  const instance = DOMPurify(window);
  if (!instance.isSupported) throw new Error('This environment cannot sanitize HTML');
  return instance;
}

export type MarkdownRenderer = (markdown: string, options: RenderMarkdownOptions) => string;

/** Markdown to sanitized HTML over the given window's DOM: the server renders with the same rules as the browser. */
export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const purifier = createPurifier(window);
  return (markdown, { profile }) =>
    purifier.sanitize(markedFor[profile].parse(markdown, { async: false }), {
      ...PURIFY_CONFIG[profile],
      RETURN_TRUSTED_TYPE: false,
    });
}

let browserPurifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (browserPurifier) return browserPurifier;
  if (typeof window === 'undefined') {
    // DOMPurify without a DOM returns its input unchanged: refuse rather than render unsanitized HTML.
    throw new Error('renderMarkdown needs a DOM (a browser, or a DOM test environment)');
  }
  browserPurifier = createPurifier(window);
  return browserPurifier;
}

/** Sanitizes HTML with the profile's allowlist; exported so the allowlist itself can be tested. */
export function sanitizeHtml(html: string, profile: MarkdownProfile): string {
  return getPurifier().sanitize(html, { ...PURIFY_CONFIG[profile], RETURN_TRUSTED_TYPE: false });
}

/** Markdown to sanitized HTML in the browser (or a DOM test environment): throws without a DOM. */
export const renderMarkdown: MarkdownRenderer = (markdown, { profile }) =>
  sanitizeHtml(markedFor[profile].parse(markdown, { async: false }), profile);

/** The profile's DOMPurify allowlist, for a sanitizer of another DOM (the server's FHIR narrative). */
export function purifyConfig(profile: MarkdownProfile): Config {
  return PURIFY_CONFIG[profile];
}

/** Markdown to HTML that is not yet sanitized: only ever hand it to a sanitizer with `purifyConfig`. */
export function markdownToUnsanitizedHtml(markdown: string, profile: MarkdownProfile): string {
  return markedFor[profile].parse(markdown, { async: false });
}
