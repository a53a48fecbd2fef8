import 'server-only';
import { createMarkdownRenderer, type MarkdownRenderer } from '@/lib/client/documents/markdown';
import { installServerMarkdownRenderer } from '@/lib/client/documents/server-markdown-slot';

// A jsdom window keeps a little of every document parsed in it (lib/fhir/narrative.ts measured about
// 7 KB a sanitizer run): a fresh window every so many renders keeps a long-running server's memory flat.
const RENDERS_PER_WINDOW = 200;

let installing: Promise<void> | undefined;

/**
 * Lets pages render Markdown on the server, so that a chat's replies and a document are in the HTML
 * (no blank text until a script has loaded): the browser's marked and DOMPurify configuration over a
 * jsdom window. jsdom is loaded once, by the first page that needs it.
 */
export function ensureServerMarkdown(): Promise<void> {
  installing ??= import('jsdom').then(({ JSDOM }) => {
    let window: InstanceType<typeof JSDOM>['window'] | undefined;
    let render: MarkdownRenderer | undefined;
    let renders = 0;
    installServerMarkdownRenderer((markdown, options) => {
      if (!render || renders >= RENDERS_PER_WINDOW) {
        window?.close();
        window = new JSDOM('<!doctype html>').window;
        render = createMarkdownRenderer(window);
        renders = 0;
      }
      renders += 1;
      return render(markdown, options);
    });
  });
  return installing;
}
