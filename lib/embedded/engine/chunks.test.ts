import { describe, expect, it } from 'vitest';
import { splitReplyIntoChunks } from './chunks';

describe('splitReplyIntoChunks', () => {
  it.each([
    'Thanks — so the cough started three days ago and it’s getting worse.',
    '  leading and trailing spaces  ',
    'Line one\n\n- **bullet** two\n- three',
    'word',
    '',
    '   ',
  ])('joins back to exactly the original text: %j', (text) => {
    expect(splitReplyIntoChunks(text).join('')).toBe(text);
  });

  it('splits on word boundaries into chunks of a few words', () => {
    const chunks = splitReplyIntoChunks('one two three four five six seven eight nine');
    expect(chunks).toEqual(['one two three four ', 'five six seven eight ', 'nine']);
  });

  it('never produces empty chunks', () => {
    expect(splitReplyIntoChunks('a b c d e f').every((chunk) => chunk.length > 0)).toBe(true);
    expect(splitReplyIntoChunks('')).toEqual([]);
  });
});
