import { describe, expect, it } from 'vitest';
import { routeTemplate } from './route-template';

describe('routeTemplate', () => {
  it('names each resolved param by its folder', () => {
    expect(routeTemplate('/api/chats/chat_1/stream', { chatId: 'chat_1' })).toBe(
      '/api/chats/[chatId]/stream',
    );
    expect(
      routeTemplate('/api/staff/patients/pat_1/chats/chat_1', { patientId: 'pat_1', chatId: 'chat_1' }),
    ).toBe('/api/staff/patients/[patientId]/chats/[chatId]');
    expect(routeTemplate('/api/chats', {})).toBe('/api/chats');
  });

  it('matches the decoded segment, and takes the last segments for a catch-all', () => {
    expect(
      routeTemplate('/api/staff/fhir-export/job_1/Patient%201.ndjson', {
        jobId: 'job_1',
        fileName: 'Patient 1.ndjson',
      }),
    ).toBe('/api/staff/fhir-export/[jobId]/[fileName]');
    expect(routeTemplate('/api/no/such/route', { path: ['no', 'such', 'route'] })).toBe('/api/[...path]');
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(routeTemplate('/api/chats/%E0%A4%A', { chatId: 'other' })).toBe('/api/chats/%E0%A4%A');
  });
});
