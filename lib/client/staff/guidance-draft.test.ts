import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_GUIDANCE } from '@/lib/contract/bff';
import { draftErrors, toDraft, toGuidance } from './guidance-draft';

describe('the safety guidance draft', () => {
  it('round-trips the defaults and leaves an empty note out', () => {
    const draft = toDraft(DEFAULT_SAFETY_GUIDANCE);
    expect(draft.contacts[0]).toEqual({ label: 'Emergency services', phone: '911', note: '' });
    expect(toGuidance(draft)).toEqual(DEFAULT_SAFETY_GUIDANCE);
    expect(draftErrors(draft)).toEqual({});
  });

  it('names each problem by the path the API uses', () => {
    const draft = toDraft(DEFAULT_SAFETY_GUIDANCE);
    draft.message = '   ';
    draft.contacts[1] = { label: '', phone: '98-8', note: 'x'.repeat(201) };
    expect(draftErrors(draft)).toEqual({
      message: 'Required',
      'contacts.1.label': 'Required',
      'contacts.1.phone': 'Use digits only, optionally starting with +',
      'contacts.1.note': 'At most 200 characters',
    });
    expect(draftErrors({ message: 'Call us', contacts: [] })).toEqual({
      contacts: 'Give at least one number to call',
    });
    const six = Array.from({ length: 6 }, () => ({ label: 'Desk', phone: '911', note: '' }));
    expect(draftErrors({ message: 'x'.repeat(1001), contacts: six })).toEqual({
      message: 'At most 1000 characters',
      contacts: 'At most 5 numbers',
    });
  });
});
