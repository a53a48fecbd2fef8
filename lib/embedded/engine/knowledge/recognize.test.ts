import { describe, expect, it } from 'vitest';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { PRESENTATIONS } from './index';
import { recognizeComplaints } from './recognize';

const chiefOf = (text: string) => recognizeComplaints(normalizeText(text)).asserted[0]?.id ?? null;

const EXAMPLES: ReadonlyArray<readonly [string, string]> = [
  ['cough', "I've had a really chesty cough"],
  ['cough', 'COUGHING all night!!!'],
  ['common_cold', 'I think I caught a cold'],
  ['common_cold', 'stuffy nose and feeling grotty'],
  ['sore_throat', 'My throat is really sore'],
  ['sore_throat', 'it hurts to swallow'],
  ['flu_like_illness', 'I think I have the flu'],
  ['flu_like_illness', 'aching all over, flu-like symptoms'],
  ['shortness_of_breath', 'I get short of breath climbing stairs'],
  ['asthma_flare', 'my asthma is playing up'],
  ['asthma_flare', "I'm wheezing a lot"],
  ['ear_pain', 'I have an earache'],
  ['ear_pain', 'my left ear hurts'],
  ['sinus_pain', 'sinus pressure behind my eyes'],
  ['allergic_rhinitis', 'my hay fever is terrible this year'],
  ['allergic_rhinitis', 'Constant sneezing'],
  ['uti_symptoms', 'it burns when I pee'],
  ['uti_symptoms', 'I think I have a UTI.'],
  ['rash', 'I have a rash on my arm'],
  ['rash', 'I broke out in hives'],
  ['acne', 'my acne is getting worse'],
  ['acne', 'pimples on my chin'],
  ['eczema', 'my eczema has flared up'],
  ['eczema', 'very dry, cracked skin on my hands'],
  ['insect_bite', 'I was bitten by a spider'],
  ['insect_bite', 'a wasp sting on my hand'],
  ['diarrhoea', 'I have diarrhea'],
  ['diarrhoea', 'Diarrhoea since Tuesday'],
  ['nausea_vomiting', "I've been throwing up"],
  ['nausea_vomiting', 'feeling nauseous'],
  ['abdominal_pain', 'my stomach hurts'],
  ['abdominal_pain', 'bad tummy ache'],
  ['heartburn', 'really bad heartburn after meals'],
  ['heartburn', 'acid reflux'],
  ['constipation', "I'm constipated"],
  ['constipation', "haven't had a bowel movement in 5 days"],
  ['headache', 'I have a headache'],
  ['headache', 'another migraine'],
  ['back_pain', 'my lower back hurts'],
  ['back_pain', 'sciatica again'],
  ['joint_pain', 'my knee is swollen'],
  ['joint_pain', 'pain in my shoulder'],
  ['sprain', 'I twisted my ankle playing football'],
  ['sprain', 'I think I sprained my wrist'],
  ['anxiety', "I've been really anxious lately"],
  ['anxiety', 'panic attacks at work'],
  ['low_mood', "I've been feeling really down"],
  ['low_mood', 'I think I have depression'],
  ['insomnia', "I can't sleep"],
  ['insomnia', 'trouble falling asleep every night'],
  ['conjunctivitis', 'my eye is red and sticky'],
  ['conjunctivitis', 'I think I have pink eye'],
  ['period_problems', 'really painful periods'],
  ['period_problems', 'my period is late'],
  ['vaginal_symptoms', 'I think I have thrush'],
  ['vaginal_symptoms', 'unusual vaginal discharge'],
  ['fever', 'I have a high temperature'],
  ['fever', 'fever and chills'],
  ['fatigue', "I'm tired all the time"],
  ['fatigue', 'no energy at all'],
  ['chest_pain', 'I have chest pain'],
  ['dizziness', 'I feel dizzy when I stand up'],
  ['dizziness', 'the room is spinning'],
];

describe('complaint recognition', () => {
  it.each(EXAMPLES)('recognises %s in "%s"', (expected, text) => {
    expect(chiefOf(text)).toBe(expected);
  });

  it('covers at least 25 presentations, each with an example', () => {
    const covered = new Set(EXAMPLES.map(([id]) => id));
    expect(PRESENTATIONS.length).toBeGreaterThanOrEqual(25);
    for (const presentation of PRESENTATIONS) expect(covered).toContain(presentation.id);
  });

  it('spans the body systems', () => {
    const systems = new Set(PRESENTATIONS.map((presentation) => presentation.system));
    for (const system of [
      'respiratory',
      'ear, nose and throat',
      'urinary',
      'skin',
      'digestive',
      'musculoskeletal',
      'mental health',
      'eye',
      "women's health",
      'general',
    ]) {
      expect(systems).toContain(system);
    }
  });

  it('takes the first complaint as the chief one and keeps the others in order', () => {
    const { asserted } = recognizeComplaints(normalizeText('Sore throat, a cough and a headache'));
    expect(asserted.map((presentation) => presentation.id)).toEqual(['sore_throat', 'cough', 'headache']);
  });

  it('does not count denied complaints', () => {
    const result = recognizeComplaints(normalizeText('I have a cough but no fever'));
    expect(result.asserted.map((presentation) => presentation.id)).toEqual(['cough']);
    expect(result.denied.map((presentation) => presentation.id)).toEqual(['fever']);
  });

  it('lets the longer phrase win', () => {
    expect(chiefOf('hay fever')).toBe('allergic_rhinitis');
    expect(chiefOf('stomach ache')).toBe('abdominal_pain');
  });

  it('ignores words that merely contain a keyword', () => {
    expect(chiefOf('my heart is fine')).toBeNull();
    expect(chiefOf('I had my flu shot last week')).toBeNull();
    expect(chiefOf('my hands feel cold')).toBeNull();
  });
});
