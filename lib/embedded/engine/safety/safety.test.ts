import { describe, expect, it } from 'vitest';
import { converse, kinds, lastOutputs } from '@/testing/embedded/engine/converse';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { GUARDIAN_IDS, guardianDefinition } from './guardians';
import { emergencyFor } from './rules';
import { detectSignals } from './signals';

const guardianFor = (text: string) => emergencyFor(detectSignals(normalizeText(text)));

const EMERGENCIES: ReadonlyArray<readonly [string, string, string]> = [
  [
    'guardian.chest_pain_breathlessness',
    'I have chest pain and I am short of breath',
    "I have chest pain but I'm not short of breath",
  ],
  [
    'guardian.chest_pain_breathlessness',
    "my chest hurts and I can't breathe properly",
    "my chest doesn't hurt and I can breathe fine",
  ],
  [
    'guardian.cardiac_chest_pain',
    'crushing chest pain spreading down my left arm',
    'chest pain, it does not spread anywhere',
  ],
  ['guardian.stroke_signs', 'my face is drooping on one side', 'no facial drooping or weakness'],
  ['guardian.stroke_signs', 'my arm suddenly went weak', "I don't have any arm weakness"],
  ['guardian.stroke_signs', 'my speech is slurred', 'my speech is not slurred'],
  ['guardian.suicidal_intent', 'I want to kill myself', "I'm not suicidal"],
  ['guardian.suicidal_intent', "I don't want to live anymore", "I don't want to die, I just feel stressed"],
  [
    'guardian.suicidal_intent',
    "I've been thinking about harming myself",
    'I have no thoughts of harming myself',
  ],
  ['guardian.anaphylaxis', 'my tongue is swelling after I ate peanuts', 'no swelling of my tongue or lips'],
  [
    'guardian.anaphylaxis',
    'my lips are swollen and I have trouble breathing after a bee sting',
    'I got stung by a bee but no swelling and no trouble breathing',
  ],
  ['guardian.severe_bleeding', "I cut my hand and it won't stop bleeding", 'the cut has stopped bleeding'],
  ['guardian.severe_bleeding', "I've been vomiting blood", "I've been vomiting but no blood"],
  [
    'guardian.meningitis_signs',
    'stiff neck, fever and the light hurts my eyes',
    'I have a fever but no stiff neck and no rash',
  ],
  [
    'guardian.thunderclap_headache',
    'the worst headache of my life came on suddenly',
    'a headache, but not the worst of my life',
  ],
  ['guardian.severe_breathing_difficulty', 'my lips are turning blue', "I can't breathe through my nose"],
  ['guardian.overdose_or_poisoning', 'I took too many pills', "I haven't taken too many pills"],
  [
    'guardian.cauda_equina',
    'back pain and I have lost control of my bladder',
    'back pain but no problems controlling my bladder',
  ],
];

describe('emergency detection', () => {
  it.each(EMERGENCIES)('%s: "%s" escalates, "%s" does not', (guardianId, positive, negative) => {
    expect(guardianFor(positive)).toBe(guardianId);
    expect(guardianFor(negative)).toBeNull();
  });

  it.each(EMERGENCIES)(
    '%s escalates in the conversation with guardian, reply and end',
    (guardianId, positive) => {
      const outputs = converse([positive]).turns[0]!.outputs;
      expect(kinds(outputs)).toEqual(['guardian', 'reply', 'end']);
      expect(outputs[0]).toEqual({
        kind: 'guardian',
        guardianId,
        message: guardianDefinition(guardianId as never).message,
      });
      expect(outputs[2]).toMatchObject({ kind: 'end', reason: 'safety_escalation' });
    },
  );

  it('detects an emergency in any turn, including while answering a question', () => {
    const conversation = converse(['I have a sore throat', '2 days', 'about 6, and now my face is drooping']);
    expect(kinds(lastOutputs(conversation))).toEqual(['guardian', 'reply', 'end']);
    expect(conversation.state.escalation).toMatchObject({ guardianId: 'guardian.stroke_signs', turn: 3 });
  });

  it('combines signs mentioned in different messages', () => {
    const conversation = converse(['I have a stiff neck and a fever', 'and now a rash']);
    expect(kinds(conversation.turns[0]!.outputs)).toEqual(['reply']);
    expect(lastOutputs(conversation)[0]).toMatchObject({ guardianId: 'guardian.meningitis_signs' });
  });

  it('escalates when an emergency warning-sign question is answered yes', () => {
    const conversation = converse(['I get short of breath', 'since this morning', '6', 'no', 'yes']);
    expect(conversation.state.asked.at(-1)?.id).toBe('red_flag:chest_pain');
    expect(lastOutputs(conversation)[0]).toMatchObject({
      kind: 'guardian',
      guardianId: 'guardian.chest_pain_breathlessness',
    });
  });

  it('sends thoughts of self-harm to the 988 lifeline', () => {
    const outputs = converse(["I've been so low I want to end my life"]).turns[0]!.outputs;
    expect(outputs[0]).toMatchObject({ guardianId: 'guardian.suicidal_intent' });
    expect((outputs[0] as { message: string }).message).toContain('988');
  });

  it('does not escalate on past episodes', () => {
    expect(guardianFor('last year my throat closed up after peanuts, today I have a rash')).toBeNull();
  });

  it('has an approved message that calls 911 or 988 for every guardian', () => {
    for (const id of GUARDIAN_IDS) {
      expect(guardianDefinition(id).message).toMatch(/911|988/);
      expect(guardianDefinition(id).endMessage).toMatch(/911|988/);
    }
  });
});
