import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Where the apps the benchmark starts send e-mail: an SMTP server on loopback in the benchmark's own
 * process. Patients register as the pages do (ADR 0088), with the code their e-mail brings, read here.
 * It keeps no process alive on its own.
 */
interface Inbox {
  url: string;
  /** The text of every message accepted, by recipient. */
  texts: Map<string, string[]>;
}

let inbox: Promise<Inbox> | undefined;

function startInbox(): Promise<Inbox> {
  const texts = new Map<string, string[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const { address } of session.envelope.rcptTo) {
            const key = address.toLowerCase();
            texts.set(key, [...(texts.get(key) ?? []), parsed.text ?? '']);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.unref();
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, texts });
    });
  });
}

/** The apps' mail settings: SMTP to the inbox. */
export async function benchMailEnv(): Promise<Record<string, string>> {
  inbox ??= startInbox();
  return { SMTP_URL: (await inbox).url, MAIL_FROM: 'Bench <bench@consultations.invalid>' };
}

/** The code of the first confirmation e-mail to `email`, waiting for the app's mail round to send it. */
export async function registrationCodeFor(email: string, timeoutMs = 30_000): Promise<string> {
  if (!inbox) throw new Error('No app of this run sends e-mail to the inbox.');
  const { texts } = await inbox;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const text of texts.get(email.toLowerCase()) ?? []) {
      const code = /\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/.exec(text)?.[0];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No confirmation e-mail to ${email} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
