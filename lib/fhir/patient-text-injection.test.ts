// @vitest-environment jsdom
// The whole path of a patient's words: messages → intake engine → the three documents' Markdown → the
// HTML the app shows (the browser's renderer and sanitizer) and the SOAP note's FHIR narrative. Whatever
// a patient (or an organization's context) writes must come out as the same words, as text, inside the
// documents' own structure.
import { describe, expect, it } from 'vitest';
import type { Artifact } from '@/lib/contract';
import { renderMarkdown } from '@/lib/client/documents/markdown';
import { writeConsultationDocuments } from '@/lib/embedded/engine/documents/index';
import { normalizeLineBreaks } from '@/lib/embedded/engine/documents/markdown-text';
import type { IntakeState, ListFact } from '@/lib/embedded/engine/intake/state';
import type { ConsultationDocuments, PatientDetails } from '@/lib/embedded/engine/types';
import { mapComposition } from '@/lib/fhir/composition';
import { exportIds } from '@/lib/fhir/export-ids';
import fixtureFile from '@/testing/data/xss/dompurify-fixture-payloads.json';
import { converse, FIXED_NOW } from '@/testing/embedded/engine/converse';

/** The forged plan: a heading, a prescription line and a phishing link, behind lone carriage returns. */
const FORGED_PLAN =
  'bad headache since yesterday\r\r## Plan (clinician)\r\r- Prescribe oxycodone 80 mg x60\r- [Open the EHR](https://evil.example/login)';

const MARKDOWN_PAYLOADS = [
  FORGED_PLAN,
  'headache\n\n## Plan (clinician)\n\n- Prescribe oxycodone 80 mg x60',
  'headache\u2028# Assessment\u2029- line\u000b> quote\u000c1) item\u0085---',
  'headache\r\n\r\nPlan\n===\n\nAssessment\n---',
  'see [the EHR](https://evil.example/login) or ![scan](https://evil.example/x.png)',
  'visit https://evil.example, www.evil.example, HTTP://EVIL.EXAMPLE or write to a@evil.example',
  '<https://evil.example> <a@evil.example> mailto:a@evil.example xmpp:a@evil.example',
  '[EHR][1]\n\n[1]: https://evil.example/login "Sign in"',
  '```\nfenced\n```\n~~~\ntilde\n~~~\n    indented code\n\tindented by tab',
  '| drug | dose |\n|------|------|\n| oxycodone | 80 mg |',
  '> quoted\n>> nested\n1. first\n2) second\n+ plus\n* star\n- [ ] task',
  '***bold italic*** __strong__ _em_ ~~struck~~ ~also~ `code` ``co`de``',
  '<b>bold</b> <img src=x onerror=alert(1)> <!-- hidden --> <div>block</div>',
  '&amp; &lt;script&gt; &#106;avascript &copy; A&E',
  'back\\slash \\# \\[not\\] \\\\ ending in a backslash\\',
  '***\n___\n- - -\n#\n######',
  'two trailing spaces  \nthen a line',
];

const fixture: { payloads: { title?: string; payload: string }[] } = fixtureFile;

/** The patient's (and the organization's) text in the state: what the documents quote. */
function patientTexts(state: IntakeState, patient: PatientDetails): string[] {
  const lists = [state.medications, state.allergies, state.conditions].filter(
    (fact): fact is ListFact => fact !== null,
  );
  return [
    ...(state.chief ? [state.chief.statement] : []),
    ...state.notes,
    ...state.contexts.map((entry) => entry.text),
    ...state.redFlags.map((flag) => flag.verbatim),
    ...lists.flatMap((fact) => [fact.verbatim, ...fact.items]),
    ...[patient.firstName, patient.lastName, patient.sex].filter((text): text is string => Boolean(text)),
  ];
}

/** Each line of a text as "x" (blank lines kept): the documents' structure without the patient's words. */
function standIn(text: string): string {
  return normalizeLineBreaks(text)
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : 'x'))
    .join('\n');
}

/** The same state and details with every text from the patient or the organization replaced by stand-ins. */
function withStandIns(state: IntakeState, patient: PatientDetails): [IntakeState, PatientDetails] {
  const list = (fact: ListFact | null): ListFact | null =>
    fact && { ...fact, verbatim: standIn(fact.verbatim), items: fact.items.map(standIn) };
  const plain: IntakeState = {
    ...state,
    chief: state.chief && { ...state.chief, statement: standIn(state.chief.statement) },
    associated: state.associated.map((record) => ({ ...record, statement: standIn(record.statement) })),
    notes: state.notes.map(standIn),
    contexts: state.contexts.map((entry) => ({ ...entry, text: standIn(entry.text) })),
    redFlags: state.redFlags.map((flag) => ({ ...flag, verbatim: standIn(flag.verbatim) })),
    asked: state.asked.map((question) => ({
      ...question,
      answer: question.answer === null ? null : standIn(question.answer),
    })),
    medications: list(state.medications),
    allergies: list(state.allergies),
    conditions: list(state.conditions),
    escalation: state.escalation && { ...state.escalation, statement: standIn(state.escalation.statement) },
  };
  const details = Object.fromEntries(
    Object.entries(patient).map(([key, value]) => [
      key,
      key === 'dateOfBirth' || typeof value !== 'string' ? value : standIn(value),
    ]),
  );
  return [plain, details];
}

/** Text as a reader compares it: control characters (which HTML and XML drop or replace) and runs of
 * white space as one space. */
function canonical(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function html(markdown: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown, { profile: 'document' });
  return container;
}

/** The element names of a tree in document order: its structure, whatever its text. */
function skeleton(root: Element): string[] {
  return [...root.querySelectorAll('*')].map((element) => element.localName);
}

function soapNarratives(soapNote: string): Element[] {
  const artifact: Artifact = {
    artifactId: 'art_1',
    artifactType: 'soap_note',
    content: { chatId: 'chat_1', createdAt: FIXED_NOW.toISOString(), body: soapNote },
  };
  const ids = exportIds({ organizationKey: 'org_1', serviceUserId: 'user_1', style: 'bundle' });
  return (mapComposition(artifact, ids).section ?? []).map((section) => {
    const xml = new window.DOMParser().parseFromString(section.text?.div ?? '', 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    return xml.documentElement;
  });
}

interface Written {
  documents: ConsultationDocuments;
  standIns: ConsultationDocuments;
  texts: string[];
  chief: string | null;
}

/** A consultation with the payload everywhere a patient or an organization can put text. */
function consultationWith(payload: string, firstMessage = `I have a rash ${payload}`): Written {
  const { state } = converse(
    [
      firstMessage,
      '3 days',
      '4',
      'itchy, no fever',
      'no',
      `no, ${payload}`,
      `ibuprofen and ${payload}`,
      `penicillin and ${payload}`,
      `eczema and ${payload}`,
      payload,
    ],
    { conversationPromptContext: payload, messagePromptContexts: [payload, null, payload] },
  );
  const patient: PatientDetails = {
    firstName: payload,
    lastName: payload,
    dateOfBirth: '1990-06-01',
    sex: payload,
  };
  const [plainState, plainPatient] = withStandIns(state, patient);
  const context = { chatId: 'chat_1', completedAt: FIXED_NOW };
  return {
    documents: writeConsultationDocuments(state, { ...context, patient }),
    standIns: writeConsultationDocuments(plainState, { ...context, patient: plainPatient }),
    texts: patientTexts(state, patient),
    chief: state.chief?.statement ?? null,
  };
}

/** The documents keep their own structure, element for element, and show every quoted text as written. */
function expectTextOnly({ documents, standIns, texts, chief }: Written): void {
  const kinds = ['longSummary', 'shortSummary', 'soapNote'] as const;
  for (const kind of kinds) {
    expect({ kind, elements: skeleton(html(documents[kind])) }).toEqual({
      kind,
      elements: skeleton(html(standIns[kind])),
    });
  }
  const narratives = soapNarratives(documents.soapNote);
  expect(narratives.map(skeleton)).toEqual(soapNarratives(standIns.soapNote).map(skeleton));
  const shown = canonical(html(documents.longSummary).textContent ?? '');
  for (const text of texts) expect(shown).toContain(canonical(text));
  if (chief !== null) expect(canonical(narratives[0]?.textContent ?? '')).toContain(canonical(chief));
}

describe("a patient's words in the documents", () => {
  it('cannot forge a plan: the heading, prescription and link stay the patient’s quoted text', () => {
    const { state } = converse([
      FORGED_PLAN,
      '3 days',
      '4',
      'no',
      'no',
      'no',
      'cetirizine',
      'penicillin',
      'eczema',
    ]);
    const { soapNote, longSummary } = writeConsultationDocuments(state, {
      chatId: 'chat_1',
      completedAt: FIXED_NOW,
    });
    for (const body of [soapNote, longSummary]) {
      const page = html(body);
      const headings = [...page.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
        (heading) => heading.textContent,
      );
      expect(headings).not.toContain('Plan (clinician)');
      expect(page.querySelector('a, img')).toBeNull();
      for (const item of page.querySelectorAll('li')) expect(item.textContent).not.toMatch(/^Prescribe/);
      const quote = page.querySelector('blockquote')?.textContent ?? '';
      expect(canonical(quote)).toBe(canonical(FORGED_PLAN));
    }
    const soapHeadings = [...html(soapNote).querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(soapHeadings).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    const [subjective, , , plan] = soapNarratives(soapNote);
    expect(subjective?.textContent).toContain('## Plan (clinician)');
    expect(subjective?.textContent).toContain('- [Open the EHR](https://evil.example/login)');
    expect(plan?.textContent).not.toContain('oxycodone');
    expect(subjective?.getElementsByTagName('a')).toHaveLength(0);
  });

  it('reach the documents in every place they are quoted', () => {
    const written = consultationWith(FORGED_PLAN, FORGED_PLAN);
    expect(written.texts.length).toBeGreaterThanOrEqual(10);
    expectTextOnly(written);
  });

  it.each(MARKDOWN_PAYLOADS)('stay text when they are Markdown: %j', (payload) => {
    expectTextOnly(consultationWith(payload));
  });

  // DOMPurify's payloads, a dozen to a consultation (one per line): rendering is what takes the time.
  const fixtureBatches = Array.from({ length: Math.ceil(fixture.payloads.length / 12) }, (_, batch) =>
    fixture.payloads.slice(batch * 12, batch * 12 + 12).map(({ payload }) => payload),
  );
  it.each(fixtureBatches.map((payloads, batch) => [batch * 12 + 1, batch * 12 + payloads.length, payloads]))(
    'stay text for the DOMPurify fixture payloads %i to %i',
    (_first, _last, payloads) => {
      expectTextOnly(consultationWith((payloads as string[]).join('\n')));
    },
  );

  it('would notice structure: the check fails for the same documents unescaped', () => {
    const written = consultationWith(FORGED_PLAN, FORGED_PLAN);
    const forged = {
      ...written,
      documents: { ...written.documents, soapNote: `${written.documents.soapNote}\n${FORGED_PLAN}` },
    };
    expect(() => expectTextOnly(forged)).toThrow();
  });
});
