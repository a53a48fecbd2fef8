'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/client/api';

const WARNING_MS = 60_000;
/** Activity reaches the server at most this often, so that its idle clock follows the person's. */
const KEEP_ALIVE_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export interface IdleState {
  /** Seconds left before sign-out while the warning shows; null otherwise. */
  secondsLeft: number | null;
  stayActive: () => void;
}

/**
 * Signs a staff member out after `timeoutSeconds` without activity, with a warning a minute before.
 * The server checks the same timeout on every staff request; this clock makes it visible.
 */
export function useIdleSignOut(timeoutSeconds: number, onSignedOut: () => void): IdleState {
  const lastActivity = useRef(0);
  const lastKeepAlive = useRef(0);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warningShown = secondsLeft !== null;

  const stayActive = useCallback(() => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
    if (Date.now() - lastKeepAlive.current >= KEEP_ALIVE_EVERY_MS) {
      lastKeepAlive.current = Date.now();
      apiFetch('/api/staff/session').catch(() => undefined);
    }
  }, []);

  useEffect(() => {
    lastActivity.current = Date.now();
    lastKeepAlive.current = Date.now();
  }, []);

  useEffect(() => {
    // While the warning shows, only its button keeps the session: a stray mouse move should not.
    if (warningShown) return;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, stayActive, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, stayActive);
    };
  }, [stayActive, warningShown]);

  useEffect(() => {
    const timeoutMs = timeoutSeconds * 1000;
    const tick = window.setInterval(() => {
      const left = timeoutMs - (Date.now() - lastActivity.current);
      if (left <= 0) {
        window.clearInterval(tick);
        apiFetch('/api/auth/logout', { method: 'POST' })
          .catch(() => undefined)
          .finally(onSignedOut);
      } else if (left <= WARNING_MS) {
        setSecondsLeft(Math.ceil(left / 1000));
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [timeoutSeconds, onSignedOut]);

  return { secondsLeft, stayActive };
}
