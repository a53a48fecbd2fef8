import { describe, expect, it } from 'vitest';
import { converse, kinds, replyText } from '@/testing/embedded/engine/converse';
import { expectCompleted } from '@/testing/embedded/engine/expect-consultation';

describe('scripted consultations: mental health, eye, women’s health, neurological', () => {
  it('mental health: low mood without thoughts of self-harm leads to an appointment', () => {
    const conversation = converse([
      'I have been feeling really down for a few weeks',
      'getting worse',
      '7',
      'not sleeping well and no energy',
      'no, never',
      'no',
      'sertraline 50mg',
      'no',
      'no',
      'no',
    ]);
    expect(conversation.state.redFlags.find((flag) => flag.id === 'self_harm_thoughts')?.answer).toBe('no');
    expect(
      conversation.state.findings.filter((finding) => finding.present).map((finding) => finding.id),
    ).toEqual(expect.arrayContaining(['insomnia', 'fatigue']));
    expect(conversation.state.end?.reason).toBe('consultation_complete');
    expectCompleted(conversation, 'book_appointment');
  });

  it('eye: a sticky red eye is managed with self-care after a clarifying question', () => {
    const conversation = converse([
      'my eye is red and sticky',
      'what do you mean?',
      'this morning',
      'mild',
      'yes both eyes',
      'no',
      'no',
      'none',
      'no',
      'no',
    ]);
    expect(replyText(conversation.turns[1]!.outputs)).toMatch(/^I’d like to know roughly when it began/);
    expect(conversation.state.findings.map((finding) => finding.id)).toEqual(
      expect.arrayContaining(['discharge', 'both_eyes']),
    );
    expectCompleted(conversation, 'self_care');
  });

  it("women's health: period problems with an off-topic detour and a question for the clinician", () => {
    const conversation = converse([
      'I think my period is late and I have cramps',
      'what is the capital of France',
      '2 weeks',
      'what should I take for it?',
      '8',
      'no',
      'no',
      'nothing',
      'no',
      'no',
    ]);
    expect(kinds(conversation.turns[1]!.outputs)).toEqual(['offtopic', 'reply']);
    expect(conversation.state.notes).toEqual(['what should I take for it?']);
    expectCompleted(conversation, 'book_appointment');
  });

  it('neurological: a mild headache with no warning signs is managed with self-care', () => {
    const conversation = converse([
      'Hi, I have a headache',
      'since this morning, about the same',
      '3',
      'a little nausea',
      'no',
      'no',
      'paracetamol',
      'no',
      'no',
      'no',
    ]);
    expect(replyText(conversation.turns[0]!.outputs)).toMatch(/^Hi — /);
    expect(conversation.state.asked.map((question) => question.id)).toEqual(
      expect.arrayContaining(['red_flag:thunderclap', 'red_flag:meningism']),
    );
    expectCompleted(conversation, 'self_care');
  });
});
