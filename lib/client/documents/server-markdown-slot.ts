import type { MarkdownRenderer } from './markdown';

// Client components rendered on the server cannot import server modules, and a function cannot be
// passed to them as a prop: the server installs its renderer here, on the process's global object,
// which the server components' and the server render's module graphs share.
const SLOT = Symbol.for('consultations.server-markdown-renderer');

type WithSlot = typeof globalThis & { [SLOT]?: MarkdownRenderer };

/** The server's Markdown renderer while rendering a page on the server; never one in a browser. */
export function serverMarkdownRenderer(): MarkdownRenderer | undefined {
  return typeof window === 'undefined' ? (globalThis as WithSlot)[SLOT] : undefined;
}

export function installServerMarkdownRenderer(renderer: MarkdownRenderer): void {
  (globalThis as WithSlot)[SLOT] = renderer;
}
