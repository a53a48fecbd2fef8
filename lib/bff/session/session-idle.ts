import 'server-only';
import type { SessionKind } from '@/lib/contract/bff';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { refreshSession, type SessionData } from '@/lib/bff/session/session';

/** Activity closer together than this is not written again: one cookie per burst of requests. */
const TOUCH_EVERY_MS = 10_000;
/**
 * What the server allows beyond the idle timeout. The browser signs out at the timeout by its own clock,
 * but tells the server of activity at most once a minute (use-idle-sign-out.ts), and the cookie records it
 * at most every ten seconds: the server's last activity can be that much older than the person's, and a
 * "Stay signed in" in the warning's last minute must still find the session alive.
 */
export const IDLE_GRACE_MS = 2 * 60_000;

/** How long a session of this kind may go without activity (ADR 0089; staff: ADR 0044). */
export function idleTimeoutMs(kind: SessionKind): number {
  const config = getAppConfig();
  return (kind === 'patient' ? config.patientIdleTimeoutSeconds : config.staffIdleTimeoutSeconds) * 1000;
}

/** When the session's last counted activity was: its sealed `lastActiveAt`, else when it began. */
export function lastActivityOf(session: SessionData): number {
  return session.lastActiveAt ?? session.issuedAt;
}

/**
 * A session with no activity for its kind's idle timeout (and the grace above) is over, whatever its
 * cookie's lifetime. The clock is in the seal, so every instance decides alike without asking the database.
 */
export function isSessionIdle(session: SessionData, now = Date.now()): boolean {
  return now - lastActivityOf(session) > idleTimeoutMs(session.kind) + IDLE_GRACE_MS;
}

/** Records a request as activity, so that the idle clock starts again (in a page render it cannot). */
export async function touchSession(session: SessionData, now = Date.now()): Promise<void> {
  if (now - lastActivityOf(session) < TOUCH_EVERY_MS) return;
  await refreshSession({ ...session, lastActiveAt: now });
}
