import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { SAME_ORIGIN_HEADERS } from './same-origin';
import { signInWithTwoFactorApi } from './two-factor';

/**
 * The e-mails of registration (ADR 0088), read from the outbox as the demo admin sees it: without SMTP,
 * the outbox is where e-mail goes. The admin's context is signed in once per worker.
 */
const DEMO_ADMIN_LOGIN = {
  email: 'staff@demo.test',
  password: process.env.DEMO_STAFF_PASSWORD ?? 'springfield-e2e-dashboard-2026',
};

let outboxReader: Promise<APIRequestContext> | undefined;

async function signedInOutboxReader(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  // With its code step: an admin reads nothing without two-factor sign-in (ADR 0092).
  await signInWithTwoFactorApi(context, DEMO_ADMIN_LOGIN, { isDemoAdmin: true });
  return context;
}

interface OutboxItem {
  kind: string;
  recipient: string;
  textBody: string;
}

/** The text of the newest e-mail of `kind` to `email`, waiting for it to be planned. */
export async function newestMailText(
  email: string,
  kind: 'registration-code' | 'account-exists',
): Promise<string> {
  outboxReader ??= signedInOutboxReader();
  const reader = await outboxReader;
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await reader.get('/api/staff/outbox');
        const { data } = (await response.json()) as { data: { items: OutboxItem[] } };
        text = data.items.find(
          (item) => item.kind === kind && item.recipient === email.toLowerCase(),
        )?.textBody;
        return text !== undefined;
      },
      { message: `a ${kind} e-mail to ${email} in the outbox` },
    )
    .toBe(true);
  return text!;
}

/** The link and the code of the newest confirmation e-mail to `email`. */
export async function registrationLinkAndCode(email: string): Promise<{ link: string; code: string }> {
  const text = await newestMailText(email, 'registration-code');
  const link = /https?:\/\/\S+\/register\/confirm#token=[\w-]+/.exec(text)?.[0];
  const code = /\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/.exec(text)?.[0];
  if (!link || !code) throw new Error(`No confirmation link and code in: ${text}`);
  return { link, code };
}

/** Asks for a code for `email` and confirms it in `request`'s cookie jar, as a browser would. */
export async function confirmAddressApi(request: APIRequestContext, email: string): Promise<void> {
  const asked = await request.post('/api/auth/registration', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const { code } = await registrationLinkAndCode(email);
  const confirmed = await request.post('/api/auth/registration/confirm', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email, code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
