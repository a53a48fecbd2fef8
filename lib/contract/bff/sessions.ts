/** One signed-in browser of the account, as its owner sees it on the profile page (ADR 0089). */
export interface SignedInSession {
  /** Stands for the session in this list and in `DELETE /api/auth/sessions/{id}`; not the session's own id. */
  id: string;
  /** A summary of the browser's User-Agent, such as "Firefox 128 on Windows": text, never markup. */
  device: string;
  /** Roughly where it signed in from: a network such as `203.0.113.0/24`, "this computer", or null. */
  network: string | null;
  /** ISO 8601. */
  startedAt: string;
  /** ISO 8601, to the minute or so: activity is recorded at most once a minute. */
  lastActiveAt: string;
  /** The browser asking. */
  current: boolean;
}

export interface SignedInSessions {
  items: SignedInSession[];
}

/** How many other sessions "Sign out everywhere else" ended. */
export interface OtherSessionsEnded {
  ended: number;
}

/** The form of `SignedInSession.id`. */
export const SIGNED_IN_SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;
