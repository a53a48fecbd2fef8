// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiFetch } from '@/lib/client/api';
import { SHARED_ACTIVITY_KEY, useIdleSignOut } from './use-idle-sign-out';

vi.mock('@/lib/client/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(() => Promise.resolve(null)),
}));

const TIMEOUT_SECONDS = 300;
const fetchMock = vi.mocked(apiFetch);

/** As the staff dashboard uses it: a minute's warning. */
function renderIdle(warningSeconds = 60) {
  const onSignedOut = vi.fn();
  const hook = renderHook(() =>
    useIdleSignOut({
      timeoutSeconds: TIMEOUT_SECONDS,
      warningSeconds,
      keepAlivePath: '/api/staff/session',
      onSignedOut,
    }),
  );
  return { ...hook, onSignedOut };
}

/** Advances the fake clock and lets the sign-out's promise chain settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function press() {
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  });
}

const logoutCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/auth/logout');
const keepAliveCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/staff/session');

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleSignOut', () => {
  it('warns a minute before the timeout and counts down', async () => {
    const { result } = renderIdle();
    await advance((TIMEOUT_SECONDS - 61) * 1000);
    expect(result.current.secondsLeft).toBeNull();
    await advance(1000);
    expect(result.current.secondsLeft).toBe(60);
    await advance(10_000);
    expect(result.current.secondsLeft).toBe(50);
  });

  it('signs out at the timeout: the server session first, then the page', async () => {
    const { onSignedOut } = renderIdle();
    await advance(TIMEOUT_SECONDS * 1000 - 1000);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(logoutCalls()).toHaveLength(0);
    await advance(1000);
    expect(logoutCalls()).toEqual([['/api/auth/logout', { method: 'POST' }]]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    // The clock stops once it has signed out: no second sign-out.
    await advance(10_000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('still leaves the dashboard when the sign-out request fails', async () => {
    fetchMock.mockImplementation((path) =>
      path === '/api/auth/logout' ? Promise.reject(new Error('offline')) : Promise.resolve(null),
    );
    const { onSignedOut } = renderIdle();
    await advance(TIMEOUT_SECONDS * 1000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(() => Promise.resolve(null));
  });

  it('restarts the clock on activity before the warning', async () => {
    const { result, onSignedOut } = renderIdle();
    await advance((TIMEOUT_SECONDS - 120) * 1000);
    press();
    await advance((TIMEOUT_SECONDS - 61) * 1000);
    expect(result.current.secondsLeft).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
    await advance(61_000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('ignores stray activity while the warning shows; only staying active keeps the session', async () => {
    const { result, onSignedOut } = renderIdle();
    await advance((TIMEOUT_SECONDS - 30) * 1000);
    expect(result.current.secondsLeft).toBe(30);
    press();
    await advance(1000);
    expect(result.current.secondsLeft).toBe(29);
    act(() => result.current.stayActive());
    expect(result.current.secondsLeft).toBeNull();
    await advance(60_000);
    expect(result.current.secondsLeft).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('tells the server about activity at most once a minute', async () => {
    renderIdle();
    await advance(30_000);
    press();
    expect(keepAliveCalls()).toHaveLength(0);
    await advance(31_000);
    press();
    press();
    expect(keepAliveCalls()).toHaveLength(1);
    await advance(30_000);
    press();
    expect(keepAliveCalls()).toHaveLength(1);
  });

  it('stops its clock when unmounted', async () => {
    const { unmount, onSignedOut } = renderIdle();
    unmount();
    await advance(TIMEOUT_SECONDS * 1000 + 5000);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(logoutCalls()).toHaveLength(0);
  });

  it('warns two minutes ahead when asked to, as the patient pages do', async () => {
    const { result } = renderIdle(120);
    await advance((TIMEOUT_SECONDS - 121) * 1000);
    expect(result.current.secondsLeft).toBeNull();
    await advance(1000);
    expect(result.current.secondsLeft).toBe(120);
  });

  it("counts activity in the app's other tabs, and their activity takes the warning away", async () => {
    const { result, onSignedOut } = renderIdle();
    await advance((TIMEOUT_SECONDS - 30) * 1000);
    expect(result.current.secondsLeft).toBe(30);
    // Another tab of the same browser (the same session) records activity.
    window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(Date.now()));
    await advance(1000);
    expect(result.current.secondsLeft).toBeNull();
    await advance((TIMEOUT_SECONDS - 62) * 1000);
    expect(onSignedOut).not.toHaveBeenCalled();
    // A time ahead of the clock was written by no tab: it keeps nothing alive.
    window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(Date.now() + 10 * TIMEOUT_SECONDS * 1000));
    await advance(TIMEOUT_SECONDS * 1000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('tells the server at once when the person stays, and leaves if the session was ended meanwhile', async () => {
    fetchMock.mockImplementation((path) =>
      path === '/api/staff/session'
        ? Promise.reject(new ApiClientError({ status: 401, code: 'error.auth.required', message: 'Sign in' }))
        : Promise.resolve(null),
    );
    const { result, onSignedOut } = renderIdle();
    await advance((TIMEOUT_SECONDS - 30) * 1000);
    act(() => result.current.stayActive());
    expect(keepAliveCalls()).toHaveLength(1);
    await advance(0);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(() => Promise.resolve(null));
  });
});
