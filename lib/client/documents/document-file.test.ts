import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file';

describe('documentFileName', () => {
  it('names the file after the document type and its day in the given zone', () => {
    expect(documentFileName('soap_note', '2026-11-23T15:00:00Z', 'America/Chicago')).toBe('soap-note-2026-11-23.md');
    expect(documentFileName('long_summary', '2026-11-24T02:00:00Z', 'America/Chicago')).toBe('long-summary-2026-11-23.md');
    expect(documentFileName('short_summary', '2026-11-24T02:00:00Z', 'UTC')).toBe('short-summary-2026-11-24.md');
  });
});
