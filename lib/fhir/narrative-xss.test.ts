import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import fixtureFile from '@/testing/data/xss/dompurify-fixture-payloads.json';
import { markdownToNarrativeDiv } from '@/lib/fhir/narrative';

const fixture: { payloads: { payload: string }[] } = fixtureFile;

const FORBIDDEN_ELEMENTS =
  'script, form, iframe, object, embed, style, img, svg, math, input, button, frame, link, meta, base';
const DANGEROUS_URL = /^(?:javascript|vbscript|data):/i;
const { window } = new JSDOM('');

/** Parsed as XML, as an EHR reads a narrative: it must be well-formed and nothing in it may run or load. */
function narrativeDangers(xhtml: string): string[] {
  const document = new window.DOMParser().parseFromString(xhtml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return [`not well-formed: ${xhtml}`];
  const root = document.documentElement;
  if (root.localName !== 'div' || root.namespaceURI !== 'http://www.w3.org/1999/xhtml')
    return ['root is not an XHTML div'];
  const dangers: string[] = [];
  for (const element of root.querySelectorAll(FORBIDDEN_ELEMENTS)) dangers.push(`<${element.localName}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style') dangers.push(`${name} on <${element.localName}>`);
      const compact = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (DANGEROUS_URL.test(compact)) dangers.push(`${name}="${attribute.value}"`);
    }
  }
  return dangers;
}

describe('the SOAP section narrative', () => {
  it(`leaves nothing that runs in any of the ${fixture.payloads.length} payloads of the XSS corpus, raw or in Markdown`, () => {
    const dangers = fixture.payloads.flatMap(({ payload }) => [
      ...narrativeDangers(markdownToNarrativeDiv(payload, 'empty')),
      ...narrativeDangers(markdownToNarrativeDiv(`Quoted: ${payload}\n\n> ${payload}`, 'empty')),
    ]);
    expect(dangers).toEqual([]);
  });

  it('shows a link or an image as its text and address, never as a link or an image', () => {
    const div = markdownToNarrativeDiv(
      '[ok](https://example.org) [bad](javascript:alert(1)) ![scan](https://example.org/x.png) www.e.example',
      'empty',
    );
    expect(narrativeDangers(div)).toEqual([]);
    expect(div).not.toMatch(/<a\b|<img\b|href=|src=/);
    expect(div).toContain(
      '<p>ok (https://example.org) bad (javascript:alert(1)) scan (https://example.org/x.png) www.e.example</p>',
    );
  });

  it('is well-formed XHTML for characters XML refuses, replacing them', () => {
    const div = markdownToNarrativeDiv('bell \u0007 and a lone \ud800 surrogate', 'empty');
    expect(narrativeDangers(div)).toEqual([]);
    expect(div).toContain('\ufffd');
  });
});
