import { NextResponse } from 'next/server';

// See instrumentation.ts: without this file the floor would run the project's own proxy. Its matcher names
// no page of the floor, so it never runs.
export function proxy(): NextResponse {
  return NextResponse.next();
}

export const config = { matcher: '/no-page-of-the-floor' };
