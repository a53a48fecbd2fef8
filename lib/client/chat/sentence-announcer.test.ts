import { describe, expect, it } from 'vitest';
import { createSentenceAnnouncer, takeFinishedSentences, toSpokenText } from './sentence-announcer';

/** Feeds a reply in chunks, as a stream does, and collects what would be announced after each. */
function announceChunks(chunks: string[]): string[][] {
  const announcer = createSentenceAnnouncer();
  let text = '';
  return chunks.map((chunk, index) => {
    text += chunk;
    return announcer.next(text, { final: index === chunks.length - 1 });
  });
}

describe('sentence announcer', () => {
  it('announces each sentence once, when it is finished', () => {
    expect(
      announceChunks([
        'Thanks for ',
        'waiting. How long',
        ' have you had',
        ' the cough? It',
        ' may help to rest.',
      ]),
    ).toEqual([
      [],
      ['Thanks for waiting.'],
      [],
      ['How long have you had the cough?'],
      ['It may help to rest.'],
    ]);
  });

  it('waits for the space after a full stop, so a decimal or an unfinished word is not cut', () => {
    expect(announceChunks(['Take 2.', '5 mg now. Then', ''])).toEqual([[], ['Take 2.5 mg now.'], ['Then']]);
  });

  it('does not end a sentence at common abbreviations or list numbers', () => {
    const announcer = createSentenceAnnouncer();
    expect(announcer.next('Ask Dr. Lee, e.g. about 5 mg. ')).toEqual(['Ask Dr. Lee, e.g. about 5 mg.']);
    expect(announcer.next('Ask Dr. Lee, e.g. about 5 mg. Steps:\n1. Rest\n2. Drink water\n')).toEqual([
      'Steps:',
      'Rest',
      'Drink water',
    ]);
  });

  it('treats a line break as the end of a line of a list or a heading, and drops Markdown markers', () => {
    expect(announceChunks(['## Advice\n- **Rest** well\n- drink *fluids*', ''])).toEqual([
      ['Advice', 'Rest well'],
      ['drink fluids'],
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(takeFinishedSentences('He said "stop." (Really!) Next', 0).sentences).toEqual([
      'He said "stop."',
      '(Really!)',
    ]);
  });

  it('announces nothing for an empty or blank reply, and the rest when the reply is whole', () => {
    expect(takeFinishedSentences('', 0, { final: true })).toEqual({ sentences: [], announcedLength: 0 });
    expect(takeFinishedSentences('\n\n', 0, { final: true }).sentences).toEqual([]);
    expect(takeFinishedSentences('No full stop', 0, { final: true })).toEqual({
      sentences: ['No full stop'],
      announcedLength: 12,
    });
  });

  it('starts over when the text is shorter than what was announced (a new reply)', () => {
    const announcer = createSentenceAnnouncer();
    expect(announcer.next('A long first reply. ')).toEqual(['A long first reply.']);
    expect(announcer.next('New. ')).toEqual(['New.']);
    announcer.reset();
    expect(announcer.next('New. ')).toEqual(['New.']);
  });

  it('speaks Markdown as words', () => {
    expect(toSpokenText('  1. **Fever** over `38`  C ')).toBe('Fever over 38 C');
    expect(toSpokenText('> quoted')).toBe('quoted');
  });
});
