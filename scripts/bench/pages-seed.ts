import { z } from 'zod';
import { runConsultation } from '@/testing/embedded/conversation/consultation-script';
import { BENCH_ADDRESS, BENCH_COORDINATES, BENCH_STATE, uniqueValues } from './fixtures';
import { bffHeaders, signUpThroughBff } from './pair';
import { signInDemoAdmin } from './demo-staff-sign-in';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from './pages-servers';

/** What the signed-in pages show: one patient's records and a staff session. */
export interface SeededApp {
  patientCookie: string;
  staffCookie: string;
  finishedChatId: string;
  soapNoteId: string;
  /** The patient's account id, as the staff console's patient page names it. */
  patientAccountId: string;
}

const ARTIFACT_WAIT_MS = 15_000;

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A call of the app's browser API as its own pages make it; throws unless the answer is a 2xx. */
async function call<T extends z.ZodType>(
  origin: string,
  cookie: string,
  method: string,
  path: string,
  { body, headers = {}, schema }: { body?: unknown; headers?: Record<string, string>; schema: T },
): Promise<z.infer<T>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...bffHeaders({ origin, cookie }, body !== undefined), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${text.slice(0, 300)}`);
  return schema.parse(JSON.parse(text));
}

const anything = z.unknown();

/** Answers the headache intake of the end-to-end chat tests until the consultation completes. */
async function finishConsultation(origin: string, cookie: string, chatId: string): Promise<string> {
  const { complete } = await runConsultation((userInput) =>
    fetch(`${origin}/api/chats/${encodeURIComponent(chatId)}/stream`, {
      method: 'POST',
      headers: { ...bffHeaders({ origin, cookie }, true), Accept: 'text/event-stream' },
      body: JSON.stringify({ userEvent: { type: 'user_message', userInput } }),
    }),
  );
  if (complete.type !== 'ai_consultation.complete') throw new Error(`Unexpected event ${complete.type}.`);
  return complete.artifacts.soapNote;
}

/** The documents are written after the consultation completes: waits until the SOAP note can be read. */
async function waitForDocument(origin: string, cookie: string, artifactId: string): Promise<void> {
  const deadline = Date.now() + ARTIFACT_WAIT_MS;
  for (;;) {
    const response = await fetch(`${origin}/api/documents/${encodeURIComponent(artifactId)}`, {
      headers: { Cookie: cookie },
    });
    await response.arrayBuffer();
    if (response.ok) return;
    if (Date.now() > deadline)
      throw new Error(`The SOAP note was not ready after ${ARTIFACT_WAIT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function choosePharmacy(origin: string, cookie: string): Promise<void> {
  const pharmacySchema = z.looseObject({ ncpdpId: z.string() });
  const { data } = await call(origin, cookie, 'POST', '/api/pharmacy/search', {
    body: { searchTerm: '', ...BENCH_COORDINATES },
    schema: envelope(z.object({ pharmacies: z.array(pharmacySchema).min(1) })),
  });
  const pharmacy = data.pharmacies[0]!;
  await call(origin, cookie, 'PUT', '/api/pharmacy', {
    body: { ncpdpId: pharmacy.ncpdpId, pharmacy },
    schema: anything,
  });
}

/**
 * The staff idle clock lives in the session cookie, which a page load renews with a new cookie; Lighthouse
 * sends the same cookie every time, so the suite signs in again for every round instead.
 */
export async function signInDemoStaff(origin: string): Promise<string> {
  return signInDemoAdmin(origin, { email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD });
}

/**
 * Through the browser API only, as a patient would: registers, saves an address, finishes a consultation,
 * books an ASAP visit for it and chooses a pharmacy; then signs the demo admin in and finds the patient.
 */
export async function seedApp(origin: string): Promise<SeededApp> {
  const unique = uniqueValues();
  const { cookie: patientCookie } = await signUpThroughBff({ unique }, origin);
  const patientCall = <T extends z.ZodType>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; schema: T },
  ) => call(origin, patientCookie, method, path, options);

  const me = await patientCall('GET', '/api/auth/me', { schema: envelope(z.object({ email: z.string() })) });
  await patientCall('PUT', '/api/address', { body: BENCH_ADDRESS, schema: anything });
  const chat = await patientCall('POST', '/api/chats', {
    body: {},
    schema: envelope(z.object({ id: z.string() })),
  });
  const finishedChatId = chat.data.id;
  const soapNoteId = await finishConsultation(origin, patientCookie, finishedChatId);
  await waitForDocument(origin, patientCookie, soapNoteId);
  await patientCall('POST', '/api/appointments/asap', {
    body: { chatId: finishedChatId, location: { state: BENCH_STATE } },
    headers: { 'Idempotency-Key': unique.idempotencyKey('pages-asap') },
    schema: anything,
  });
  await choosePharmacy(origin, patientCookie);

  const staffCookie = await signInDemoStaff(origin);
  const patients = await call(
    origin,
    staffCookie,
    'GET',
    `/api/staff/patients?q=${encodeURIComponent(me.data.email)}`,
    {
      schema: envelope(z.object({ items: z.array(z.object({ id: z.string(), email: z.string() })) })),
    },
  );
  const patient = patients.data.items.find((item) => item.email === me.data.email);
  if (!patient) throw new Error('The staff patient list does not show the seeded patient.');
  return { patientCookie, staffCookie, finishedChatId, soapNoteId, patientAccountId: patient.id };
}
