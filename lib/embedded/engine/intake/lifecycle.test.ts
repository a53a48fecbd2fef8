import { describe, expect, it } from 'vitest';
import { createIntakeState, MAX_CONTEXT_ENTRIES } from './state';
import { runIntakeTurn } from './turn';
import { writeConsultationDocuments } from '@/lib/embedded/engine/documents/index';
import { isConsultationOver } from '@/lib/embedded/engine/index';
import { converse, FIXED_NOW, kinds, lastOutputs } from '@/testing/embedded/engine/converse';

describe('finishing', () => {
  it('finishes early on "that\'s all" once a complaint is known', () => {
    const conversation = converse(['I have a rash on my arm', "that's all"]);
    expect(kinds(lastOutputs(conversation))).toEqual(['reply', 'cta', 'end', 'complete']);
    expect(conversation.state.outcome?.closedBy).toBe('patient');
    expect(conversation.state.asked[0]?.outcome).toBe('not_answered');
  });

  it.each(['nothing else', 'no more', "that's it", 'No, that is all thanks'])(
    'finishes on "%s"',
    (phrase) => {
      const conversation = converse(['my knee is swollen', phrase]);
      expect(kinds(lastOutputs(conversation))).toEqual(['reply', 'cta', 'end', 'complete']);
    },
  );

  it('does not finish on "that\'s all" before a complaint is known', () => {
    const conversation = converse(["that's all"]);
    expect(kinds(lastOutputs(conversation))).toEqual(['reply']);
    expect(isConsultationOver(conversation.state)).toBe(false);
  });

  it('completes within 10 user turns however the patient answers', () => {
    const inputs = [
      'hello',
      'I have a headache',
      'hmm',
      'ok',
      'not sure',
      'thanks',
      'maybe',
      'dunno',
      'whatever',
      'blue',
      'again',
    ];
    const conversation = converse(inputs);
    const completedAt = conversation.turns.findIndex((turn) => kinds(turn.outputs).includes('complete'));
    expect(completedAt).toBe(9);
    expect(kinds(conversation.turns[9]!.outputs)).toEqual(['reply', 'cta', 'end', 'complete']);
    expect(conversation.state.outcome?.closedBy).toBe('turn_limit');
    expect(conversation.turns[10]!.outputs).toEqual([
      { kind: 'end', reason: 'consultation_complete', message: conversation.state.end!.message },
    ]);
  });

  it('keeps the warning-sign questions when turns run short', () => {
    const conversation = converse([
      'hi',
      'thanks',
      'I have back pain',
      'ok',
      '2 days',
      '5',
      'no',
      'no',
      'no',
      'no',
    ]);
    const asked = conversation.state.asked.map((question) => question.id);
    expect(asked).toEqual(expect.arrayContaining(['red_flag:cauda_equina', 'red_flag:serious_cause']));
    expect(kinds(lastOutputs(conversation))).toContain('complete');
  });
});

describe('after the conversation has ended', () => {
  it.each([
    [['I have a cough', "that's all"], 'consultation_complete'],
    [['I want to end my life'], 'safety_escalation'],
    [['idiot', 'shut up'], 'abusive_language'],
  ] as const)('answers every further turn with the same end event only', (script, reason) => {
    const conversation = converse([...script, 'hello?', 'I have a cough']);
    const message = conversation.state.end!.message;
    expect(conversation.turns.at(-1)!.outputs).toEqual([{ kind: 'end', reason, message }]);
    expect(conversation.turns.at(-2)!.outputs).toEqual([{ kind: 'end', reason, message }]);
  });
});

describe('state', () => {
  const script = [
    'Hi, I have had a sore throat since yesterday',
    'worse',
    '6',
    'fever',
    'no',
    'no',
    'none',
    'penicillin',
    'asthma',
    "that's all",
  ];

  it('is deterministic: the same inputs give identical outputs and documents', () => {
    const first = converse(script);
    const second = converse(script);
    expect(second.turns).toEqual(first.turns);
    const context = { chatId: 'chat-1', completedAt: FIXED_NOW };
    expect(writeConsultationDocuments(second.state, context)).toEqual(
      writeConsultationDocuments(first.state, context),
    );
  });

  it('survives a JSON round trip between every turn', () => {
    let state = createIntakeState({ conversationPromptContext: 'Member of the Acme plan' });
    const direct = converse(script, { conversationPromptContext: 'Member of the Acme plan' });
    script.forEach((input, index) => {
      const result = runIntakeTurn(JSON.parse(JSON.stringify(state)), {
        userInput: input,
        now: FIXED_NOW,
        timezone: 'America/New_York',
      });
      expect(result.outputs).toEqual(direct.turns[index]!.outputs);
      expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
      state = result.state;
    });
    expect(state).toEqual(direct.state);
  });

  it('does not modify the state it is given', () => {
    const state = createIntakeState({});
    const snapshot = JSON.stringify(state);
    runIntakeTurn(state, { userInput: 'I have a cough', now: FIXED_NOW, timezone: 'UTC' });
    expect(JSON.stringify(state)).toBe(snapshot);
  });
});

describe('organization context', () => {
  it('keeps the chat context and the last message contexts, at most 20 in all', () => {
    const contexts = Array.from({ length: 25 }, (_, index) => `context ${index + 1}`);
    const inputs = ['hi', ...Array.from({ length: 24 }, () => 'hello')];
    const { state } = converse(inputs.slice(0, 9), {
      conversationPromptContext: 'chat context',
      messagePromptContexts: contexts,
    });
    expect(state.contexts[0]).toEqual({ source: 'conversation', turn: 0, text: 'chat context' });
    expect(state.contexts.map((entry) => entry.text)).toEqual(['chat context', ...contexts.slice(0, 9)]);

    let long = createIntakeState({ conversationPromptContext: 'chat context' });
    for (const [index, context] of contexts.entries()) {
      long = runIntakeTurn(
        { ...long, turnCount: 0, end: null },
        { userInput: 'hi', messagePromptContext: context, now: FIXED_NOW, timezone: 'UTC' },
      ).state;
      expect(long.contexts.length).toBeLessThanOrEqual(MAX_CONTEXT_ENTRIES);
      expect(long.contexts.at(-1)?.text).toBe(contexts[index]);
    }
    expect(long.contexts[0]?.text).toBe('chat context');
    expect(long.contexts.slice(1).map((entry) => entry.text)).toEqual(contexts.slice(-19));
  });

  it('skips the pregnancy question when the context says the patient is pregnant', () => {
    const script = ['it burns when I pee', '2 days', '5', 'no', 'no', 'no', 'none', 'none', 'none', 'no'];
    const withContext = converse(script, { conversationPromptContext: 'Patient is pregnant (24 weeks).' });
    expect(withContext.state.asked.map((question) => question.kind)).not.toContain('pregnancy');
    expect(converse(script).state.asked.map((question) => question.kind)).toContain('pregnancy');
  });

  it('skips the pregnancy question when the patient says they are a man', () => {
    const conversation = converse([
      "I'm a man and I have a UTI",
      '2 days',
      '5',
      'no',
      'no',
      'no',
      'none',
      'none',
      'none',
      'no',
    ]);
    expect(conversation.state.reportedSex).toBe('male');
    expect(conversation.state.asked.map((question) => question.kind)).not.toContain('pregnancy');
  });
});
