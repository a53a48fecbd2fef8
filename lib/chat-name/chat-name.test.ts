import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_SUBJECT_MAX,
  chatNameText,
  chatSubjectFromMessages,
  chatSubjectFromText,
  chatSubjectText,
  NO_MESSAGE_YET,
  UNNAMED_CHAT,
} from './chat-name';

const segmenter = new Intl.Segmenter('en-US', { granularity: 'grapheme' });
const graphemeCount = (text: string) => [...segmenter.segment(text)].length;
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('a chat subject from the patient’s words', () => {
  it('keeps a short message as it is, on one line', () => {
    expect(chatSubjectFromText('Headache since Tuesday')).toBe('Headache since Tuesday');
    expect(chatSubjectFromText('  Sore\tthroat\r\n\r\nand a fever  ')).toBe('Sore throat and a fever');
  });

  it('shortens a long message at a word boundary, with an ellipsis, within the limit', () => {
    const message =
      'I have had a throbbing headache behind my left eye since Tuesday morning, worse when I bend over, and ibuprofen does not help';
    const subject = chatSubjectFromText(message)!;
    expect(subject).toBe('I have had a throbbing headache behind my left eye since…');
    expect(graphemeCount(subject)).toBeLessThanOrEqual(CHAT_SUBJECT_MAX);
    expect(message.startsWith(subject.slice(0, -1))).toBe(true);
  });

  it('keeps a word that ends exactly at the cut', () => {
    expect(
      chatSubjectFromText('My ankle is swollen since I fell off my bike on Sunday, and it hurts to walk'),
    ).toBe('My ankle is swollen since I fell off my bike on Sunday, and…');
  });

  it('cuts a word with no space in reach mid-word, and drops punctuation before the ellipsis', () => {
    expect(chatSubjectFromText('x'.repeat(500))).toBe(`${'x'.repeat(CHAT_SUBJECT_MAX - 1)}…`);
    const subject = chatSubjectFromText(`${'word, '.repeat(20)}end`)!;
    expect(subject.endsWith('word…')).toBe(true);
  });

  it('never splits a character made of several code points', () => {
    const family = '👨‍👩‍👧';
    const subject = chatSubjectFromText(family.repeat(100))!;
    // Format characters (the joiners) go: what is left are whole emoji, never half a surrogate pair.
    expect(subject).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(graphemeCount(subject)).toBeLessThanOrEqual(CHAT_SUBJECT_MAX);
    expect(chatSubjectFromText('Rash 🤒 on my arm')).toBe('Rash 🤒 on my arm');
  });

  it('treats markup as text and drops characters that reorder or hide what is shown', () => {
    expect(chatSubjectFromText('<img src=x onerror=alert(1)> **bold** [link](javascript:x)')).toBe(
      '<img src=x onerror=alert(1)> **bold** [link](javascript:x)',
    );
    // Right-to-left override, isolates, zero-width space and joiner, soft hyphen, NUL, BOM.
    expect(chatSubjectFromText('\u202Egnp.exe\u202C Cough\u2066\u200B\u200D \u00ADing\u0000 now\uFEFF')).toBe(
      'gnp.exe Cough ing now',
    );
    expect(chatSubjectFromText('\uD800 lone half')).toBe('lone half');
  });

  it('has no subject for a message of nothing readable', () => {
    expect(chatSubjectFromText('')).toBeNull();
    expect(chatSubjectFromText(' \n\t\u200B\u202E ')).toBeNull();
  });

  it('looks at a bounded prefix of a huge message', () => {
    const huge = `Back pain ${'\u200B'.repeat(2_000_000)} and more`;
    const started = performance.now();
    expect(chatSubjectFromText(huge)).toBe('Back pain');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('is bounded, single-line and stable for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const subject = chatSubjectFromText(text);
        if (subject === null) return;
        expect(graphemeCount(subject)).toBeLessThanOrEqual(CHAT_SUBJECT_MAX);
        expect(subject).not.toMatch(/[\p{Cc}\p{Cf}]|^\s|\s$|\s\s/u);
        expect(chatSubjectFromText(subject)).toBe(subject);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the subject of a chat from its first messages', () => {
  it('is the patient’s first message, not the assistant’s', () => {
    const messages = [
      { role: 'assistant', content: 'Hello, what brings you here?' },
      { role: 'user', content: 'My ankle is swollen' },
      { role: 'user', content: 'Since yesterday' },
    ];
    expect(chatSubjectFromMessages(messages)).toBe('My ankle is swollen');
  });

  it('is null for a chat the patient has not written in', () => {
    expect(chatSubjectFromMessages([])).toBeNull();
    expect(chatSubjectFromMessages([{ role: 'assistant', content: 'Hello' }])).toBeNull();
  });
});

describe('the name shown', () => {
  it('says what the BFF knows: a subject, no message yet, or not read', () => {
    expect(chatSubjectText('Headache since Tuesday')).toBe('Headache since Tuesday');
    expect(chatSubjectText(null)).toBe(NO_MESSAGE_YET);
    expect(chatSubjectText(undefined)).toBe(UNNAMED_CHAT);
    // Cleaned again in the page: what arrives is patient text, whoever shortened it.
    expect(chatSubjectText(`a\u202E${'b '.repeat(100)}`)).toHaveLength(CHAT_SUBJECT_MAX - 1);
  });

  it('as one line of text, with a short time in the zone', () => {
    const chat = { subject: 'Headache since Tuesday', createdAt: '2026-11-27T18:54:00Z' };
    expect(plain(chatNameText(chat, 'America/Chicago'))).toBe(
      'Headache since Tuesday (Fri, Nov 27, 2026, 12:54 PM CST)',
    );
    expect(plain(chatNameText({ ...chat, subject: null }, 'UTC'))).toBe(
      'No message yet (Fri, Nov 27, 2026, 6:54 PM UTC)',
    );
    expect(plain(chatNameText(chat, 'UTC', { instant: '2026-11-27T19:30:00Z', words: 'completed' }))).toBe(
      'Headache since Tuesday (completed Fri, Nov 27, 2026, 7:30 PM UTC)',
    );
  });
});
