import { describe, expect, it } from 'vitest';
import { fillPathTemplate, formatQueryString, joinServiceUrl } from './service-paths';

describe('service paths', () => {
  it('fills a template with encoded ids', () => {
    expect(fillPathTemplate({ template: '/chats/{chatId}/messages/', params: { chatId: 'a/b?c#d e' } })).toBe(
      '/chats/a%2Fb%3Fc%23d%20e/messages/',
    );
    expect(fillPathTemplate({ template: '/users/', params: {} })).toBe('/users/');
  });

  it('refuses an empty id rather than addressing the collection', () => {
    expect(() => fillPathTemplate({ template: '/chats/{chatId}/', params: { chatId: '' } })).toThrow(
      TypeError,
    );
  });

  it('leaves out undefined and null query values and keeps zero and false', () => {
    expect(formatQueryString({ page: 0, size: undefined, status: null, flag: false, state: 'CA' })).toBe(
      '?page=0&flag=false&state=CA',
    );
    expect(formatQueryString({ size: undefined })).toBe('');
    expect(formatQueryString(undefined)).toBe('');
    expect(formatQueryString({ datetimeFrom: '2026-01-01T00:00:00+01:00' })).toBe(
      '?datetimeFrom=2026-01-01T00%3A00%3A00%2B01%3A00',
    );
  });

  it('joins the base URL with or without a trailing slash', () => {
    for (const baseUrl of ['http://x.test/api/v1', 'http://x.test/api/v1/']) {
      expect(joinServiceUrl({ baseUrl, path: '/users/', query: { page: 2 } })).toBe(
        'http://x.test/api/v1/users/?page=2',
      );
    }
  });
});
