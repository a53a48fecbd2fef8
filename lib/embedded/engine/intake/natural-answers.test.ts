import { describe, expect, it } from 'vitest';
import { writeConsultationDocuments } from '@/lib/embedded/engine/documents/index';
import { CORPUS_NOW, drive, replyOf } from '@/testing/embedded/engine/intake-corpus/drive';

// The answer-reading behaviours of the intake: each answer is read for what it contains, whatever
// question it follows.

const documentsOf = (state: ReturnType<typeof drive>['state']) =>
  writeConsultationDocuments(state, { chatId: 'c', completedAt: CORPUS_NOW });

const SORE_THROAT_TO_FIRST_FLAG = ['I have a sore throat', 'yesterday', '5', 'no'];

describe('an answer that does not address a yes/no question', () => {
  it('is recorded where it belongs and the question is asked again, once, in other words', () => {
    const conversation = drive([...SORE_THROAT_TO_FIRST_FLAG, 'I took some nurofen this morning']);
    const { state } = conversation;
    expect(state.redFlags).toEqual([]);
    expect(state.medications).toMatchObject({ status: 'listed', items: ['nurofen'] });
    const reply = replyOf(conversation.turns.at(-1));
    expect(reply).toContain('I’ve noted nurofen in your medicines');
    expect(reply).toContain('is this true for you: being unable to swallow fluids or saliva');
    expect(state.pendingQuestionId).toBe('red_flag:cannot_swallow');
  });

  it('moves on after the second time and the note says it was asked without a clear answer', () => {
    const { state } = drive([
      ...SORE_THROAT_TO_FIRST_FLAG,
      'I took some nurofen',
      'I am allergic to latex',
      'no',
    ]);
    expect(state.asked.find((question) => question.id === 'red_flag:cannot_swallow')?.outcome).toBe(
      'not_answered',
    );
    expect(state.allergies?.items).toEqual(['latex']);
    // The next answer goes to the next question rather than one question off.
    expect(state.redFlags).toMatchObject([{ id: 'noisy_breathing', answer: 'no' }]);
    const { longSummary, soapNote } = documentsOf(
      drive([
        ...SORE_THROAT_TO_FIRST_FLAG,
        'I took some nurofen',
        'I am allergic to latex',
        'no',
        "that's all",
      ]).state,
    );
    expect(longSummary).toContain('— asked; no clear answer (“I am allergic to latex”)');
    expect(soapNote).toContain(
      'being unable to swallow fluids or saliva, or to open the mouth: asked, not answered',
    );
    expect(soapNote).not.toMatch(/swallow[^;]*: yes/);
  });

  it('does not take "no meds" as a no to a warning sign', () => {
    const conversation = drive([...SORE_THROAT_TO_FIRST_FLAG, 'no meds']);
    expect(conversation.state.redFlags).toEqual([]);
    expect(conversation.state.medications?.status).toBe('none');
    expect(conversation.state.pendingQuestionId).toBe('red_flag:cannot_swallow');
  });

  it('still escalates a hedged yes to thoughts of self-harm', () => {
    for (const answer of [
      'sometimes yeah',
      'I have thought about it',
      'sometimes I think about ending it',
      'kind of',
    ]) {
      const conversation = drive(["I've been feeling really low", '2 months', '6', 'no', answer]);
      expect(
        conversation.turns.at(-1)?.map((output) => output.kind),
        answer,
      ).toEqual(['guardian', 'reply', 'end']);
    }
  });

  it('treats a warning sign left unanswered twice as uncertain when choosing the next step', () => {
    const { state } = drive([
      ...SORE_THROAT_TO_FIRST_FLAG,
      'I took nurofen',
      'I am allergic to latex',
      'no',
      'none',
      'none',
      "that's all",
    ]);
    expect(state.outcome?.cta).not.toBe('self_care');
  });

  it('takes hedged answers for what they say', () => {
    expect(drive([...SORE_THROAT_TO_FIRST_FLAG, 'not really']).state.redFlags[0]?.answer).toBe('no');
    expect(drive([...SORE_THROAT_TO_FIRST_FLAG, "I don't think so"]).state.redFlags[0]?.answer).toBe('no');
    expect(drive([...SORE_THROAT_TO_FIRST_FLAG, 'a little']).state.redFlags[0]?.answer).toBe('yes');
    expect(drive([...SORE_THROAT_TO_FIRST_FLAG, 'not sure']).state.redFlags[0]?.answer).toBe('unsure');
  });
});

describe('information given before it is asked', () => {
  it('is kept when a later answer says no', () => {
    const { state } = drive([
      'cough for 3 days, I took some benylin cough syrup',
      'same',
      '4',
      'no',
      'no',
      'no',
      'no',
    ]);
    expect(state.asked.find((question) => question.kind === 'medications')?.text).toContain(
      'Apart from cough syrup, are you taking any other medicines',
    );
    expect(state.medications).toMatchObject({ status: 'listed', items: ['cough syrup'] });
    expect(documentsOf(state).soapNote).toContain('**Medications:** cough syrup.');
  });

  it('is not asked again: an allergy named in the opening message', () => {
    const { state } = drive([
      "sore throat since yesterday, I'm allergic to penicillin",
      'same',
      '3',
      'no',
      'no',
      'no',
      'none',
      'none',
      "that's all",
    ]);
    expect(state.asked.map((question) => question.kind)).not.toContain('allergies');
    const { soapNote, longSummary, shortSummary } = documentsOf(state);
    expect(soapNote).toContain('**Allergies:** penicillin.');
    expect(longSummary).not.toContain('No known allergies');
    expect(shortSummary).toContain('Allergies: penicillin.');
  });

  it('records a severity range or words and does not ask for it again', () => {
    const range = drive(['back pain since monday, like a 6-7/10']).state;
    expect(range.severity).toEqual({ score: 7, level: 'severe', low: 6 });
    expect(documentsOf(range).soapNote).toContain('severity 6–7/10 (severe)');
    const words = drive(["my throat's pretty bad", '2 days']).state;
    expect(words.severity).toEqual({ score: null, level: 'moderate' });
    expect(words.asked.map((question) => question.kind)).not.toContain('severity');
  });

  it('records a hedged range without "out of 10" in the opening message and does not ask for it', () => {
    const conversation = drive(['Headache since yesterday, I would say 6 or 7 maybe.', 'getting worse']);
    expect(conversation.state.severity).toEqual({ score: 7, level: 'severe', low: 6 });
    expect(conversation.state.asked.map((question) => question.kind)).not.toContain('severity');
    expect(replyOf(conversation.turns.at(-1))).not.toContain('how bad is');
    expect(documentsOf(conversation.state).longSummary).toContain('6–7/10');
  });

  it('reflects a range answer as a range', () => {
    const conversation = drive(['I have had a cough for 5 days', 'getting worse', 'between 4 and 5']);
    expect(replyOf(conversation.turns.at(-1))).toContain('somewhere between 4 and 5 out of 10');
  });
});

describe('negation as people use it', () => {
  it('reads "not going down my legs" as a denial and "not going away" as not one', () => {
    const denied = drive(['my back hurts', "2 days, and it's not going down my legs"]).state;
    expect(denied.findings).toContainEqual({
      id: 'sciatica',
      label: 'pain going down the leg',
      present: false,
    });
    const persisting = drive(['my back hurts', "it's not going away, and it shoots down my leg"]).state;
    expect(persisting.findings).toContainEqual({
      id: 'sciatica',
      label: 'pain going down the leg',
      present: true,
    });
  });

  it('asks the allergy question again after an answer about medicines', () => {
    const conversation = drive([
      'sore throat since yesterday',
      'same',
      '3',
      'no',
      'no',
      'no',
      'none',
      'sometimes I take antihistamines',
    ]);
    expect(conversation.state.allergies).toBeNull();
    expect(conversation.state.medications?.items).toEqual(['antihistamines']);
    expect(replyOf(conversation.turns.at(-1))).toContain('Are you allergic to anything');
  });
});

describe('symptoms said with "can\'t"', () => {
  it('reports trouble concentrating and drinking more than usual', () => {
    const { state } = drive([
      'anxious all the time',
      'a few weeks',
      '7',
      "can't sleep, can't concentrate",
      'no never',
      'I drink a bit more than I should',
    ]);
    expect(state.findings).toContainEqual({
      id: 'concentration',
      label: 'trouble concentrating',
      present: true,
    });
    expect(state.redFlags).toContainEqual(expect.objectContaining({ id: 'substances', answer: 'yes' }));
  });
});

describe('what a history answer is about', () => {
  it('takes a symptom said in reply to the medicines question as a symptom, and asks again', () => {
    const { state } = drive([
      'my eyes are red and itchy, started this morning',
      'same',
      'mild',
      'both eyes',
      'no pain, vision ok',
      'i wear contacts',
    ]);
    expect(state.medications).toBeNull();
    expect(state.findings).toContainEqual({
      id: 'contact_lenses',
      label: 'wearing contact lenses',
      present: true,
    });
    expect(state.pendingQuestionId).toBe('medications');
  });

  it('does not date this illness by a past one', () => {
    const { state } = drive(['ear ache since friday, had an ear infection last year too']);
    expect(state.onset).toMatchObject({ startedLabel: 'on Friday' });
  });
});

describe('history answers with a hedge', () => {
  it('keeps the item and leaves the hedge out', () => {
    const { state } = drive([
      'sore throat since yesterday',
      'same',
      '3',
      'no',
      'no',
      'no',
      'none',
      'none',
      'I had my tonsils out as a kid? not sure if that counts',
    ]);
    expect(state.conditions?.items).toEqual(['my tonsils out as a kid']);
  });
});

describe('complaints described by cause or activity', () => {
  it.each([
    ['I hurt my back lifting boxes at work', 'back_pain'],
    ['lifting injury from the gym', 'sprain'],
    ['tweaked my knee playing basketball yesterday', 'sprain'],
    ['I think I strained my hamstring playing football', 'sprain'],
    ['pulled something in my shoulder at the gym', 'sprain'],
    ['got a tummy bug', 'nausea_vomiting'],
    ['stubbed my little toe on the bed frame and now its swollen', 'sprain'],
    ['the room spins when I roll over in bed', 'dizziness'],
  ])('takes "%s" as a complaint, not off-topic', (opener, presentationId) => {
    const conversation = drive([opener]);
    expect(conversation.state.chief?.presentationId).toBe(presentationId);
    expect(conversation.turns[0]?.map((output) => output.kind)).toEqual(['reply']);
    expect(conversation.state.offTopicCount).toBe(0);
  });

  it('takes an injury as the complaint when it explains a swollen joint', () => {
    const { state } = drive([
      'my ankle is swollen after i fell off a ladder yesterday',
      "can't really put weight on it",
    ]);
    expect(state.chief?.presentationId).toBe('sprain');
    expect(state.associated).toEqual([]);
    expect(state.redFlags).toMatchObject([{ id: 'fracture', answer: 'yes', volunteered: true }]);
  });

  it('asks about a description it does not recognise instead of ending the conversation', () => {
    const conversation = drive([
      'something weird is going on with me',
      'it started 5 days ago',
      'hmm hard to explain',
    ]);
    expect(conversation.state.end).toBeNull();
    expect(conversation.state.offTopicCount).toBe(0);
    expect(replyOf(conversation.turns[0])).toContain('describe the main symptom');
  });
});

describe('the note tells stated, denied and not asked apart', () => {
  it('writes each differently', () => {
    const { state } = drive([
      'I have a cough',
      '2 days',
      '3',
      'phlegm, no fever',
      'no',
      'no',
      'ibuprofen',
      "that's all",
    ]);
    const { longSummary, soapNote } = documentsOf(state);
    expect(soapNote).toContain('Reports phlegm or mucus. Denies fever.');
    expect(soapNote).toContain('coughing up blood: no');
    expect(soapNote).toContain('**Medications:** ibuprofen.');
    expect(soapNote).toContain('**Allergies:** asked, not answered.');
    expect(soapNote).toContain('**Past medical history:** not asked.');
    expect(longSummary).toContain('## Allergies\n\nAsked; not answered before the intake ended.');
    expect(longSummary).toContain('- Not covered: wheezing, runny or blocked nose, and sore throat');
  });
});
