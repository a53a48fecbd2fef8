// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActionKey } from './idempotency';

describe('useActionKey', () => {
  it('keeps one key for repeated attempts of the same action', () => {
    const { result } = renderHook(() => useActionKey({ startsAt: '2026-11-24T15:00:00Z' }));
    const first = result.current.keyFor();
    expect(result.current.keyFor()).toBe(first);
  });

  it('makes a new key once the action succeeded', () => {
    const { result } = renderHook(() => useActionKey({ startsAt: '2026-11-24T15:00:00Z' }));
    const first = result.current.keyFor();
    result.current.settle();
    expect(result.current.keyFor()).not.toBe(first);
  });

  it('makes a new key when the inputs change', () => {
    const { result, rerender } = renderHook(({ startsAt }) => useActionKey({ startsAt }), {
      initialProps: { startsAt: '2026-11-24T15:00:00Z' },
    });
    const first = result.current.keyFor();
    rerender({ startsAt: '2026-11-24T15:20:00Z' });
    expect(result.current.keyFor()).not.toBe(first);
  });
});
