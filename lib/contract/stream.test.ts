import { describe, expect, it } from 'vitest';
import { streamBodyContentIssues, streamBodySchema, type StreamBody } from './stream';

function body(userEvent: Partial<StreamBody['userEvent']> = {}, timezone?: string): StreamBody {
  return {
    userEvent: { type: 'user_message', userInput: 'I have a headache', ...userEvent },
    ...(timezone === undefined ? {} : { timezone }),
  };
}

function issuePaths(input: StreamBody): string[] {
  return streamBodyContentIssues(input).map((issue) => issue.path);
}

describe('streamBodySchema (shape)', () => {
  it('accepts the interface body', () => {
    const input = body({ messagePromptContext: 'Patient is 34' }, 'America/New_York');
    expect(streamBodySchema.parse(input)).toEqual(input);
  });

  it('requires userEvent with type user_message and a string userInput', () => {
    expect(streamBodySchema.safeParse({}).success).toBe(false);
    expect(
      streamBodySchema.safeParse({ userEvent: { type: 'assistant_message', userInput: 'hi' } }).success,
    ).toBe(false);
    expect(streamBodySchema.safeParse({ userEvent: { type: 'user_message' } }).success).toBe(false);
  });

  it('rejects unknown fields at both levels', () => {
    expect(streamBodySchema.safeParse({ ...body(), stream: true }).success).toBe(false);
    expect(streamBodySchema.safeParse({ userEvent: { ...body().userEvent, attachments: [] } }).success).toBe(
      false,
    );
  });
});

describe('streamBodyContentIssues', () => {
  it('accepts userInput of 1 and 10,000 characters', () => {
    expect(issuePaths(body({ userInput: 'a' }))).toEqual([]);
    expect(issuePaths(body({ userInput: 'a'.repeat(10_000) }))).toEqual([]);
  });

  it('rejects userInput that is empty, only whitespace or 10,001 characters', () => {
    expect(issuePaths(body({ userInput: '' }))).toEqual(['userEvent.userInput']);
    expect(issuePaths(body({ userInput: ' \n\t ' }))).toEqual(['userEvent.userInput']);
    expect(issuePaths(body({ userInput: 'a'.repeat(10_001) }))).toEqual(['userEvent.userInput']);
  });

  it('accepts messagePromptContext of 50,000 characters but not 50,001', () => {
    expect(issuePaths(body({ messagePromptContext: 'c'.repeat(50_000) }))).toEqual([]);
    expect(issuePaths(body({ messagePromptContext: 'c'.repeat(50_001) }))).toEqual([
      'userEvent.messagePromptContext',
    ]);
  });

  it('checks the time zone', () => {
    expect(issuePaths(body({}, 'UTC'))).toEqual([]);
    expect(issuePaths(body({}, 'America/New_York'))).toEqual([]);
    expect(issuePaths(body({}, 'Mars/Olympus'))).toEqual(['timezone']);
    expect(issuePaths(body({}, ''))).toEqual(['timezone']);
  });

  it('reports every content failure at once', () => {
    expect(issuePaths(body({ userInput: '', messagePromptContext: 'c'.repeat(50_001) }, 'Nowhere'))).toEqual([
      'userEvent.userInput',
      'userEvent.messagePromptContext',
      'timezone',
    ]);
  });
});
