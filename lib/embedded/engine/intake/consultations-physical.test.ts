import { describe, expect, it } from 'vitest';
import { converse, lastOutputs, replyText } from '@/testing/embedded/engine/converse';
import { expectCompleted, expectOneQuestionPerTurn } from '@/testing/embedded/engine/expect-consultation';

describe('scripted consultations: respiratory, ENT, urinary, skin, digestive, musculoskeletal', () => {
  it('respiratory: a worsening cough with fever is managed with self-care', () => {
    const conversation = converse([
      "I've had a cough for 3 days",
      "it's getting worse",
      '5',
      'yes some fever and green phlegm, no wheezing',
      'no',
      'no',
      'ibuprofen and honey',
      'no',
      'none',
      "that's all",
    ]);
    expectOneQuestionPerTurn(conversation);
    expect(replyText(conversation.turns[0]!.outputs)).toContain('started three days ago');
    expect(replyText(conversation.turns[1]!.outputs)).toContain('so it’s getting worse');
    expect(replyText(conversation.turns[3]!.outputs)).toContain(
      'you’ve also had a fever and phlegm or mucus, but no wheezing',
    );
    expect(conversation.state.onset).toMatchObject({
      approxDays: 3,
      startedLabel: 'three days ago',
      onsetDate: '2026-03-02',
    });
    expect(conversation.state.severity).toEqual({ score: 5, level: 'moderate' });
    expect(conversation.state.medications?.items).toEqual(['ibuprofen', 'honey']);
    expect(conversation.state.allergies?.status).toBe('none');
    expectCompleted(conversation, 'self_care');
  });

  it('ear, nose and throat: ear pain with ringing finishes on "no" to anything else', () => {
    const conversation = converse([
      'My ear hurts, it started 2 days ago',
      'the same',
      '4',
      'a bit of ringing, no discharge',
      'no',
      'no',
      'no',
      'none',
      'no',
      'no',
    ]);
    expectOneQuestionPerTurn(conversation);
    expect(conversation.state.findings).toEqual(
      expect.arrayContaining([
        { id: 'tinnitus', label: 'ringing in the ear', present: true },
        { id: 'discharge', label: 'discharge from the ear', present: false },
      ]),
    );
    expect(conversation.state.outcome?.closedBy).toBe('questions_complete');
    expectCompleted(conversation, 'self_care');
  });

  it('urinary: UTI symptoms ask about pregnancy and lead to an appointment', () => {
    const conversation = converse([
      'It burns when I pee and I need to go all the time',
      'since Monday, getting worse',
      'moderate',
      'yes some blood in my urine',
      'no',
      'no',
      'just the pill',
      'no allergies',
      'none',
      'no, I am not pregnant',
    ]);
    expect(conversation.state.asked.map((question) => question.kind)).toContain('pregnancy');
    expect(conversation.state.pregnancy).toEqual({ status: 'not_pregnant', source: 'patient' });
    // 2026-03-05 is a Thursday in New York, so Monday was three days earlier.
    expect(conversation.state.onset).toMatchObject({
      approxDays: 3,
      startedLabel: 'on Monday',
      onsetDate: '2026-03-02',
    });
    expect(replyText(conversation.turns[1]!.outputs)).toContain(
      'the urinary symptoms started on Monday and they’re getting worse',
    );
    expectCompleted(conversation, 'book_appointment');
  });

  it('skin: an insect bite with spreading redness is sent to urgent care', () => {
    const conversation = converse([
      'I got bitten by a mosquito yesterday and it is really swollen',
      'getting worse',
      '3',
      'itchy, no blister',
      'no',
      'yes, the redness is spreading up my leg',
      'none',
      'none',
      'no',
      'no',
    ]);
    expect(conversation.state.redFlags.find((flag) => flag.id === 'infection')?.answer).toBe('yes');
    expectCompleted(conversation, 'urgent_care');
    expect(replyText(lastOutputs(conversation))).toContain('**today**');
  });

  it('digestive: diarrhoea with blood in the stool is sent to urgent care', () => {
    const conversation = converse([
      'I have had diarrhoea for 2 days',
      'about the same',
      '5',
      'some cramps, no vomiting or fever',
      'yes there was blood',
      'no',
      'nothing',
      'no',
      'no',
      'nope',
    ]);
    expect(replyText(conversation.turns[3]!.outputs)).toContain('but no nausea or vomiting or fever');
    expect(replyText(conversation.turns[4]!.outputs)).toContain(
      'Thank you for telling me about blood in the stool',
    );
    expectCompleted(conversation, 'urgent_care');
  });

  it('musculoskeletal: mild back pain after lifting finishes early on "that is all"', () => {
    const conversation = converse([
      'I hurt my back lifting a box yesterday',
      'a bit better',
      'mild',
      'no',
      'no',
      'no',
      'ibuprofen',
      "that's all",
    ]);
    expect(conversation.turns).toHaveLength(8);
    expect(conversation.state.findings).toContainEqual({
      id: 'injury',
      label: 'an injury or heavy lifting before it started',
      present: true,
    });
    expect(conversation.state.outcome?.closedBy).toBe('patient');
    expectCompleted(conversation, 'self_care');
  });
});
