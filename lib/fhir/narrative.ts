import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { escapeHtml, markdownToUnsanitizedHtml, purifyConfig } from '@/lib/client/documents/markdown';
import { withoutForbiddenCharacters } from '@/lib/fhir/fhir-text';

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

interface NarrativeRenderer {
  window: JSDOM['window'];
  purify: ReturnType<typeof createDOMPurify>;
}

/**
 * A jsdom window keeps a little of every document parsed in it (about 7 KB a sanitizer run), so one that
 * served this many narratives is closed and replaced: measured flat over a 1,000-patient export.
 */
const NARRATIVES_PER_WINDOW = 200;

let renderer: (NarrativeRenderer & { uses: number }) | undefined;

/** The sanitizer is the browser's (DOMPurify) on a jsdom window, which parses HTML as browsers do. */
function getRenderer(): NarrativeRenderer {
  if (renderer && renderer.uses < NARRATIVES_PER_WINDOW) {
    renderer.uses += 1;
    return renderer;
  }
  renderer?.window.close();
  const { window } = new JSDOM('<!DOCTYPE html><html><body></body></html>');
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error('The narrative sanitizer has no usable DOM');
  renderer = { window, purify, uses: 1 };
  return renderer;
}

/**
 * Markdown as a FHIR narrative `div`: rendered and sanitized with the document profile the browser uses
 * (lib/client/documents/markdown.ts), then written as XHTML (self-closed empty elements, escaped text) inside the
 * XHTML-namespaced `div` FHIR requires. `fallback` is the text when the Markdown renders to nothing,
 * since a narrative must have content.
 */
export function markdownToNarrativeDiv(markdown: string, fallback: string): string {
  const { window, purify } = getRenderer();
  const html = markdownToUnsanitizedHtml(withoutForbiddenCharacters(markdown), 'document');
  const fragment = purify.sanitize(html, {
    ...purifyConfig('document'),
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
  const div = window.document.createElementNS(XHTML_NAMESPACE, 'div');
  div.append(fragment);
  if ((div.textContent ?? '').trim() === '') {
    const paragraph = window.document.createElementNS(XHTML_NAMESPACE, 'p');
    paragraph.textContent = fallback;
    div.replaceChildren(paragraph);
  }
  return new window.XMLSerializer().serializeToString(div);
}

/** Plain text as a narrative `div`, for resources whose summary the export writes itself. */
export function textNarrativeDiv(text: string): string {
  return `<div xmlns="${XHTML_NAMESPACE}"><p>${escapeHtml(withoutForbiddenCharacters(text))}</p></div>`;
}
