import { describe, expect, it } from 'vitest';
import { converse, FIXED_NOW } from '@/testing/embedded/engine/converse';
import { writeConsultationDocuments } from './index';

const HOSTILE = 'I have a rash <img src=x onerror=alert(1)> and **bold** [click](javascript:alert(1))';
const CONTEXT = 'Member plan: <b>Gold</b> — prefers telehealth';
const ESCAPED_CONTEXT = '> Member plan: \\<b\\>Gold\\</b\\> — prefers telehealth';

const completed = converse(
  [
    HOSTILE,
    '3 days',
    '4',
    'itchy, no fever',
    'no',
    'no',
    'cetirizine',
    'penicillin',
    'eczema',
    'no, not pregnant',
  ],
  {
    conversationPromptContext: CONTEXT,
    messagePromptContexts: [null, 'Patient is travelling this week'],
  },
);
const context = {
  chatId: 'chat_123',
  completedAt: FIXED_NOW,
  patient: { firstName: 'Ana', lastName: 'Lopez', dateOfBirth: '1990-06-01', sex: 'female' },
};
const documents = writeConsultationDocuments(completed.state, context);

describe('long summary', () => {
  it('has every required section', () => {
    for (const heading of [
      '## Reason for consultation',
      '## History of present illness',
      '## Associated symptoms',
      '## Red flags screened',
      '## Medications',
      '## Allergies',
      '## Medical history',
      '## Pregnancy',
      '## Context supplied by the organization',
      '## Recommended next steps',
    ]) {
      expect(documents.longSummary).toContain(heading);
    }
    expect(documents.longSummary).toContain('It is not a diagnosis');
  });

  it("quotes the patient's words word for word, their HTML and Markdown escaped as text", () => {
    const escaped =
      '> I have a rash \\<img src=x onerror=alert(1)\\> and \\*\\*bold\\*\\* \\[click\\](javascript:alert(1))';
    expect(documents.longSummary).toContain(escaped);
    expect(documents.soapNote).toContain(escaped);
    expect(documents.longSummary).not.toMatch(/(?<!\\)<img/);
  });

  it('lists each warning-sign question with its answer', () => {
    expect(documents.longSummary).toContain(
      'If you press a clear glass against the rash, does it stay visible',
    );
    expect(documents.longSummary).toMatch(
      /Is there any swelling of your lips, tongue or throat, or any difficulty breathing\? — \*\*No\*\* \(answered: “no”\)/,
    );
  });

  it('records medicines, allergies, history and pregnancy', () => {
    expect(documents.longSummary).toContain('- cetirizine');
    expect(documents.longSummary).toContain('- penicillin');
    expect(documents.longSummary).toContain('- eczema');
    expect(documents.longSummary).toMatch(/## Pregnancy\n\nNot pregnant/);
  });

  it('includes the organization context word for word, with the turn it came with', () => {
    expect(documents.longSummary).toContain(ESCAPED_CONTEXT);
    expect(documents.longSummary).toContain('With message 2:\n\n> Patient is travelling this week');
  });

  it('names the patient and gives the age on the completion date', () => {
    expect(documents.longSummary).toContain('**Patient:** Ana Lopez, 35 years old, female');
    expect(documents.longSummary).toContain('2026-03-05 15:00 UTC');
  });

  it('leaves out the pregnancy section when it was never asked or known', () => {
    const cough = converse(['I have a cough', "that's all"]);
    expect(
      writeConsultationDocuments(cough.state, { chatId: 'c', completedAt: FIXED_NOW }).longSummary,
    ).not.toContain('## Pregnancy');
  });
});

describe('short summary', () => {
  it('is three to five lines', () => {
    const lines = documents.shortSummary.split('\n').filter((line) => line.trim().length > 0);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(lines[0]).toContain('**Rash**');
    expect(lines[0]).toContain('Ana Lopez');
  });
});

describe('SOAP note', () => {
  it('has the four SOAP sections in order', () => {
    const positions = ['## Subjective', '## Objective', '## Assessment', '## Plan'].map((heading) =>
      documents.soapNote.indexOf(heading),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('states that no examination or vitals were obtained and lists what was self-reported', () => {
    const objective = documents.soapNote.slice(
      documents.soapNote.indexOf('## Objective'),
      documents.soapNote.indexOf('## Assessment'),
    );
    expect(objective).toContain('No physical examination or vital signs were obtained');
    expect(objective).toContain('Severity 4/10 (moderate)');
    expect(objective).toContain('Itching (patient-reported, not measured)');
  });

  it('gives a working impression, a differential and the red-flag status', () => {
    const assessment = documents.soapNote.slice(
      documents.soapNote.indexOf('## Assessment'),
      documents.soapNote.indexOf('## Plan'),
    );
    expect(assessment).toContain('consistent with');
    expect(assessment.match(/^\d\. /gm)).toHaveLength(3);
    expect(assessment).toContain('Red-flag status: No red flags reported among the 2 screened.');
  });

  it('plans self-care, urgent-care advice and the follow-up shown to the patient', () => {
    const plan = documents.soapNote.slice(documents.soapNote.indexOf('## Plan'));
    expect(plan).toContain('**Self-care:**');
    expect(plan).toContain('**Seek urgent care if:**');
    expect(completed.state.outcome?.cta).toBe('book_appointment');
    expect(plan).toContain('**Follow-up:** Book an appointment with a clinician for review.');
  });

  it('includes the organization context', () => {
    expect(documents.soapNote).toContain('### Context supplied by the organization');
    expect(documents.soapNote).toContain(ESCAPED_CONTEXT);
  });
});

describe('documents in general', () => {
  it('are identical for the same inputs', () => {
    expect(writeConsultationDocuments(completed.state, context)).toEqual(documents);
  });

  it('quote every line of a multi-line message', () => {
    const multiLine = converse([
      'I have a headache\n<script>alert(1)</script>\n# not a heading',
      "that's all",
    ]);
    const body = writeConsultationDocuments(multiLine.state, {
      chatId: 'c',
      completedAt: FIXED_NOW,
    }).longSummary;
    expect(body).toContain('> I have a headache\n> \\<script\\>alert(1)\\</script\\>\n> \\# not a heading');
  });

  it('describe a safety escalation', () => {
    const escalated = converse(['I have chest pain', 'and now I am short of breath']);
    const result = writeConsultationDocuments(escalated.state, { chatId: 'c', completedAt: FIXED_NOW });
    expect(result.longSummary).toContain(
      '**Safety escalation:** Chest pain with difficulty breathing (`guardian.chest_pain_breathlessness`)',
    );
    expect(result.soapNote).toContain('**Emergency:**');
    expect(result.shortSummary).toContain('Safety escalation');
  });

  it('contain no internal reasoning or placeholders', () => {
    for (const body of Object.values(documents)) {
      expect(body).not.toMatch(/undefined|null|NaN|\[object/);
    }
  });
});
