import { Lexer, type Token } from 'marked';
import { SOAP_SECTIONS, type SoapSectionKey } from '@/lib/fhir/fhir-systems';

const SECTION_BY_HEADING = new Map<string, SoapSectionKey>(
  SOAP_SECTIONS.map(({ key, title }) => [title.toLowerCase(), key]),
);

function sectionOfHeading(token: Token): SoapSectionKey | undefined {
  if (token.type !== 'heading') return undefined;
  return SECTION_BY_HEADING.get(token.text.trim().replace(/[:.]$/, '').toLowerCase());
}

/**
 * The Markdown of each SOAP section: what follows a heading named Subjective, Objective, Assessment or
 * Plan (any level, any case), up to the next heading of the same or a higher level. What comes before the
 * first of them (the title and header lines) belongs to no section; a section the note lacks is absent.
 */
export function splitSoapNote(markdown: string): Partial<Record<SoapSectionKey, string>> {
  const sections: Partial<Record<SoapSectionKey, string>> = {};
  let current: { key: SoapSectionKey; depth: number } | undefined;
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    const key = sectionOfHeading(token);
    if (key && token.type === 'heading') {
      current = { key, depth: token.depth };
      sections[key] ??= '';
      continue;
    }
    if (current && token.type === 'heading' && token.depth <= current.depth) current = undefined;
    if (current) sections[current.key] += token.raw;
  }
  return sections;
}
