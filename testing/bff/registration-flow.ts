import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as requestRegistration } from '@/app/api/auth/registration/route';
import { POST as confirmRegistration } from '@/app/api/auth/registration/confirm/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { mailMessages } from '@/lib/db/app-schema';
import { callRoute, readEnvelope } from '@/testing/bff/route-harness';

/**
 * Registration through the routes, as a browser does it (ADR 0088): ask for a code, read it from the
 * outbox (the e-mails' table), confirm it, send the rest of the form. The confirmation's state travels in
 * the test cookie jar, as it would in a browser's.
 */

/** A client address of its own per call (198.18.0.0/15, for tests), so that throttles per client do not meet. */
export const freshClientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** The link and code of the newest confirmation e-mail to `email`, as its recipient reads them. */
export async function readRegistrationMail(email: string): Promise<{ token: string; code: string }> {
  const db = await getAppDatabase();
  const [mail] = await db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'registration-code'), eq(mailMessages.recipient, email.toLowerCase())))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const code = /\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/.exec(mail?.text ?? '')?.[0];
  if (!token || !code) throw new Error(`No confirmation e-mail to ${email}`);
  return { token, code };
}

/** Asks for a code for `email` and confirms it: this browser (the cookie jar) may then register. */
export async function confirmAddress(
  email: string,
  { address = freshClientAddress(), by = 'code' }: { address?: string; by?: 'code' | 'link' } = {},
): Promise<void> {
  const headers = { [SOCKET_ADDRESS_HEADER]: address };
  const requested = await callRoute(requestRegistration, '/api/auth/registration', {
    method: 'POST',
    body: { email },
    headers,
  });
  if (requested.status !== 202) throw new Error(`Registration request answered ${requested.status}`);
  const { token, code } = await readRegistrationMail(email);
  const confirmed = await callRoute(confirmRegistration, '/api/auth/registration/confirm', {
    method: 'POST',
    body: by === 'code' ? { email, code } : { token },
    headers,
  });
  const { status, body } = await readEnvelope(confirmed);
  if (status !== 200) throw new Error(`Confirmation answered ${status}: ${body.message}`);
}

/**
 * The whole registration for `details` (the address among them): the answer of the last step, 201 with
 * the new patient signed in, or its refusal.
 */
export async function registerThroughRoutes(
  { email, ...details }: { email: string } & Record<string, unknown>,
  { address = freshClientAddress() }: { address?: string } = {},
): Promise<Response> {
  await confirmAddress(email, { address });
  return callRoute(register, '/api/auth/register', {
    method: 'POST',
    body: details,
    headers: { [SOCKET_ADDRESS_HEADER]: address },
  });
}
