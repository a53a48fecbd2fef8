import type { SeededApp } from './pages-seed';

export type Visitor = 'signed out' | 'patient' | 'staff';

export interface PageToMeasure {
  name: string;
  /** As the report shows it: ids by what they are. */
  path: string;
  as: Visitor;
  /** The path of this run, with its ids. */
  at(seed: SeededApp): string;
}

const fixed = (name: string, path: string, as: Visitor): PageToMeasure => ({
  name,
  path,
  as,
  at: () => path,
});

/** The pages of the patient app and the staff console (app/), in the order a visitor meets them. */
export const PAGES: readonly PageToMeasure[] = [
  fixed('Home, signed out', '/', 'signed out'),
  fixed('Home, signed in', '/', 'patient'),
  fixed('Sign-in', '/sign-in', 'signed out'),
  fixed('Register', '/register', 'signed out'),
  fixed('Chats', '/chats', 'patient'),
  {
    name: 'Finished chat',
    path: '/chats/{id}',
    as: 'patient',
    at: (seed) => `/chats/${encodeURIComponent(seed.finishedChatId)}`,
  },
  fixed('Book', '/appointments/new', 'patient'),
  fixed('Appointments', '/appointments', 'patient'),
  fixed('Pharmacy', '/pharmacy', 'patient'),
  fixed('Profile', '/profile', 'patient'),
  {
    name: 'Document (SOAP note)',
    path: '/documents/{id}',
    as: 'patient',
    at: (seed) => `/documents/${encodeURIComponent(seed.soapNoteId)}`,
  },
  fixed('Staff sign-in', '/staff/sign-in', 'signed out'),
  fixed('Work queue', '/staff', 'staff'),
  fixed('Staff patients', '/staff/patients', 'staff'),
  {
    name: 'Staff patient',
    path: '/staff/patients/{id}',
    as: 'staff',
    at: (seed) => `/staff/patients/${encodeURIComponent(seed.patientAccountId)}`,
  },
  fixed('Staff health', '/staff/health', 'staff'),
];

export function cookieFor(visitor: Visitor, seed: SeededApp): string | undefined {
  return visitor === 'patient' ? seed.patientCookie : visitor === 'staff' ? seed.staffCookie : undefined;
}

/** A page of the floor app (scripts/bench/floor). */
export interface FloorPage {
  name: string;
  path: string;
}

/**
 * The floor itself: the bare app's only static page. Shown for what the framework alone scores; the goal
 * is set by the reference below.
 */
export const FLOOR_PAGE: FloorPage = { name: 'Floor (bare Next.js)', path: '/' };

/**
 * The page every goal is set against: the floor's paragraph, rendered per request as every page of the app
 * is, under the app's stylesheet. The least a page of the app can be before any code of its own; judged
 * like a page, not counted among them.
 */
export const FLOOR_REFERENCE: FloorPage = {
  name: "Floor with the app's stylesheet",
  path: '/with-stylesheet',
};
