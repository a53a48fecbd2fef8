import 'server-only';
import { createMarkdownRenderer } from '@/lib/client/documents/markdown';
import { installServerMarkdownRenderer } from '@/lib/client/documents/server-markdown-slot';

let installing: Promise<void> | undefined;

/**
 * Lets pages render Markdown on the server, so that a chat's replies and a document are in the HTML
 * (no blank text until a script has loaded): the browser's marked and DOMPurify configuration over a
 * jsdom window. jsdom is loaded once, by the first page that needs it.
 */
export function ensureServerMarkdown(): Promise<void> {
  installing ??= import('jsdom').then(({ JSDOM }) => {
    installServerMarkdownRenderer(createMarkdownRenderer(new JSDOM('<!doctype html>').window));
  });
  return installing;
}
