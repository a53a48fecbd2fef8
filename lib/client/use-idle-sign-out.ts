'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError, apiFetch } from '@/lib/client/api';

/** Activity reaches the server at most this often, so that its idle clock follows the person's. */
const KEEP_ALIVE_EVERY_MS = 60_000;
/** Activity is shared with the app's other tabs at most this often (a scroll fires many events). */
const SHARE_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/**
 * The last activity in any tab of this browser, which shares one session cookie: a person busy in one tab
 * is not signed out by another left open in the background.
 */
export const SHARED_ACTIVITY_KEY = 'idle-sign-out:last-activity';

function sharedActivity(): number {
  try {
    return Number(window.localStorage.getItem(SHARED_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(at));
  } catch {
    // Storage refused: this tab keeps its own clock.
  }
}

export interface IdleSignOutOptions {
  timeoutSeconds: number;
  /** How long before the sign-out the warning shows. */
  warningSeconds: number;
  /** A GET that the server counts as activity. */
  keepAlivePath: string;
  /** After the sign-out: leave the page, saying why. */
  onSignedOut: () => void;
}

export interface IdleState {
  /** Seconds left before sign-out while the warning shows; null otherwise. */
  secondsLeft: number | null;
  stayActive: () => void;
}

/**
 * Signs the person out after `timeoutSeconds` without activity in any of the app's tabs, with a warning
 * `warningSeconds` before. The server checks the same timeout on every request (with a little grace for
 * the keep-alive's minute, ADR 0089); this clock makes it visible and ends the session on time.
 */
export function useIdleSignOut({
  timeoutSeconds,
  warningSeconds,
  keepAlivePath,
  onSignedOut,
}: IdleSignOutOptions): IdleState {
  const lastActivity = useRef(0);
  const lastShared = useRef(0);
  const lastKeepAlive = useRef(0);
  const signedOut = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warningShown = secondsLeft !== null;

  const leave = useCallback(() => {
    if (signedOut.current) return;
    signedOut.current = true;
    onSignedOut();
  }, [onSignedOut]);

  const keepAlive = useCallback(() => {
    lastKeepAlive.current = Date.now();
    apiFetch(keepAlivePath).catch((error: unknown) => {
      // The session ended meanwhile (another device signed it out): say so now, not at the next click.
      if (error instanceof ApiClientError && error.isSignedOut) leave();
    });
  }, [keepAlivePath, leave]);

  const noteActivity = useCallback(() => {
    const now = Date.now();
    lastActivity.current = now;
    if (now - lastShared.current >= SHARE_EVERY_MS) {
      lastShared.current = now;
      shareActivity(now);
    }
    if (now - lastKeepAlive.current >= KEEP_ALIVE_EVERY_MS) keepAlive();
  }, [keepAlive]);

  const stayActive = useCallback(() => {
    const now = Date.now();
    lastActivity.current = now;
    lastShared.current = now;
    shareActivity(now);
    setSecondsLeft(null);
    // Always at once: the server's clock may be a minute behind this one.
    keepAlive();
  }, [keepAlive]);

  useEffect(() => {
    lastActivity.current = Date.now();
    lastKeepAlive.current = Date.now();
  }, []);

  useEffect(() => {
    // While the warning shows, only its button keeps the session: a stray mouse move should not.
    if (warningShown) return;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, noteActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, noteActivity);
    };
  }, [noteActivity, warningShown]);

  useEffect(() => {
    const timeoutMs = timeoutSeconds * 1000;
    const warningMs = warningSeconds * 1000;
    const tick = window.setInterval(() => {
      const now = Date.now();
      // Tabs share one clock: a time ahead of it was not written by one of them, and counts for nothing.
      const shared = sharedActivity();
      const last = Math.max(lastActivity.current, shared <= now ? shared : 0);
      const left = timeoutMs - (now - last);
      if (left <= 0) {
        window.clearInterval(tick);
        apiFetch('/api/auth/logout', { method: 'POST' })
          .catch(() => undefined)
          .finally(leave);
      } else if (left <= warningMs) {
        setSecondsLeft(Math.ceil(left / 1000));
      } else {
        // Activity in another tab: the warning goes, here too.
        setSecondsLeft(null);
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [timeoutSeconds, warningSeconds, leave]);

  return { secondsLeft, stayActive };
}
