import 'server-only';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { refreshSession, type SessionData } from '@/lib/bff/session/session';

/** Activity closer together than this is not written again: one cookie per burst of requests. */
const TOUCH_EVERY_MS = 10_000;

export function staffIdleTimeoutMs(): number {
  return getAppConfig().staffIdleTimeoutSeconds * 1000;
}

/** A staff session with no request for the idle timeout is over, whatever its cookie's lifetime. */
export function isStaffSessionIdle(session: SessionData, now = Date.now()): boolean {
  return now - (session.lastActiveAt ?? session.issuedAt) > staffIdleTimeoutMs();
}

/** Records a staff request as activity, so that the idle clock starts again. */
export async function touchStaffSession(session: SessionData, now = Date.now()): Promise<void> {
  if (now - (session.lastActiveAt ?? session.issuedAt) < TOUCH_EVERY_MS) return;
  await refreshSession({ ...session, lastActiveAt: now });
}
