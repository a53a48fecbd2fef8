import { describe, expect, it } from 'vitest';
import { isConsultationOver } from '@/lib/embedded/engine/index';
import { converse, kinds, lastOutputs, replyText } from '@/testing/embedded/engine/converse';

describe('greetings and off-topic messages', () => {
  it.each(['hi', 'Hello!', 'hey there', 'good morning', 'thanks'])(
    'treats "%s" at the start as a greeting, not off-topic',
    (input) => {
      const { turns, state } = converse([input]);
      expect(kinds(turns[0]!.outputs)).toEqual(['reply']);
      expect(replyText(turns[0]!.outputs)).toContain('symptom');
      expect(state.offTopicCount).toBe(0);
    },
  );

  it('redirects an off-topic message with an offtopic event and the same text as a reply', () => {
    const outputs = converse(["what's the capital of France?"]).turns[0]!.outputs;
    expect(kinds(outputs)).toEqual(['offtopic', 'reply']);
    const [offtopic, reply] = outputs as [
      { kind: 'offtopic'; message: string },
      { kind: 'reply'; text: string },
    ];
    expect(reply.text).toBe(offtopic.message);
    expect(reply.text).toContain('health');
  });

  it('ends the conversation on the third off-topic message', () => {
    const conversation = converse([
      'what is the capital of France',
      'write me a poem',
      'I have a cough',
      'tell me a joke',
    ]);
    expect(kinds(conversation.turns[1]!.outputs)).toEqual(['offtopic', 'reply']);
    expect(kinds(conversation.turns[2]!.outputs)).toEqual(['reply']);
    expect(kinds(lastOutputs(conversation))).toEqual(['offtopic', 'reply', 'end']);
    expect(lastOutputs(conversation)[2]).toMatchObject({ reason: 'repeated_offtopic' });
    expect(isConsultationOver(conversation.state)).toBe(true);
  });

  it.each([
    ['onset', '3 days'],
    ['onset', 'since yesterday'],
    ['severity', 'seven'],
    ['associated', 'no'],
    ['red_flag', 'nope'],
    ['medications', 'ibuprofen'],
    ['medications', 'Lisinopril 10mg'],
    ['allergies', 'penicillin'],
  ])('never treats an answer to the %s question ("%s") as off-topic', (kind, answer) => {
    const script: Record<string, string[]> = {
      onset: ['I have a sore throat'],
      severity: ['I have a sore throat', '2 days'],
      associated: ['I have a sore throat', '2 days', '4'],
      red_flag: ['I have a sore throat', '2 days', '4', 'no'],
      medications: ['I have a sore throat', '2 days', '4', 'no', 'no', 'no'],
      allergies: ['I have a sore throat', '2 days', '4', 'no', 'no', 'no', 'none'],
    };
    const before = converse(script[kind]!);
    expect(before.state.asked.at(-1)?.kind).toBe(kind);
    const conversation = converse([...script[kind]!, answer]);
    expect(kinds(lastOutputs(conversation))).toEqual(['reply']);
    expect(conversation.state.offTopicCount).toBe(0);
    expect(conversation.state.asked.find((question) => question.answer === answer)).toBeDefined();
  });

  it('treats an off-topic request during the intake as off-topic and asks the same question again', () => {
    const conversation = converse(['I have a sore throat', 'write me a poem about cats']);
    const outputs = lastOutputs(conversation);
    expect(kinds(outputs)).toEqual(['offtopic', 'reply']);
    expect(replyText(outputs)).toContain('When did the sore throat start');
    expect(conversation.state.asked).toHaveLength(1);
  });
});

describe('abusive language', () => {
  it('asks to keep it respectful the first time and ends the second time', () => {
    const conversation = converse(['I have a cough', 'you are a useless bot', 'fuck off']);
    expect(kinds(conversation.turns[1]!.outputs)).toEqual(['reply']);
    expect(replyText(conversation.turns[1]!.outputs)).toMatch(/respectful.*When did the cough start/);
    expect(kinds(lastOutputs(conversation))).toEqual(['reply', 'end']);
    expect(lastOutputs(conversation)[1]).toMatchObject({ kind: 'end', reason: 'abusive_language' });
  });

  it('does not treat swearing about a symptom as abuse', () => {
    const conversation = converse(['this damn cough is driving me crazy', 'fucking ages, getting worse']);
    expect(conversation.state.abuseCount).toBe(0);
    expect(conversation.state.chief?.presentationId).toBe('cough');
  });
});

describe('questions from the patient', () => {
  it('notes a question for the clinician and asks the pending question again', () => {
    const conversation = converse([
      'I have a cough',
      '3 days',
      '4',
      'no',
      'no',
      'no',
      'can I take ibuprofen with this?',
    ]);
    expect(conversation.state.notes).toEqual(['can I take ibuprofen with this?']);
    expect(conversation.state.medications).toBeNull();
    expect(replyText(lastOutputs(conversation))).toMatch(
      /noted it for the clinician.*Are you taking any medicines/,
    );
  });

  it('asks which ones after a bare "yes" to the medicines question', () => {
    const conversation = converse([
      'I have a cough',
      '3 days',
      '4',
      'no',
      'no',
      'no',
      'yes',
      'salbutamol inhaler',
    ]);
    expect(replyText(conversation.turns[6]!.outputs)).toBe(
      'Which medicines are you taking, and roughly how much?',
    );
    expect(conversation.state.medications?.items).toEqual(['salbutamol inhaler']);
  });
});
