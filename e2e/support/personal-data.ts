import fs from 'node:fs';
import path from 'node:path';

/** Where scripts/e2e-server.mjs writes everything the suite's server prints. */
export const SERVER_LOG = path.join('test-results', 'e2e-server.log');
/** What the tests sent that the log must never hold, one JSON line each; written by every worker. */
export const SENT_PERSONAL_DATA = path.join('test-results', 'e2e-sent-personal-data.ndjson');

export type PersonalDataKind = 'email' | 'message';

/** Notes an e-mail address or a message text a test sends to a server of the run. */
export function recordSentPersonalData(kind: PersonalDataKind, value: string): void {
  fs.mkdirSync(path.dirname(SENT_PERSONAL_DATA), { recursive: true });
  fs.appendFileSync(SENT_PERSONAL_DATA, `${JSON.stringify({ kind, value })}\n`);
}

/**
 * Message texts shorter than this are words any log holds ("No", "Hello"); what is checked is the texts
 * that identify one patient's message.
 */
export const MIN_MESSAGE_LENGTH = 12;

/** The sent values found in `log`, as written or JSON-escaped (how a JSON log line would hold them). */
export function personalDataIn(log: string, sent: ReadonlyArray<{ kind: PersonalDataKind; value: string }>) {
  const lowerLog = log.toLowerCase();
  return sent.filter(({ kind, value }) => {
    if (kind === 'message' && value.length < MIN_MESSAGE_LENGTH) return false;
    const forms = [value, JSON.stringify(value).slice(1, -1)].map((form) => form.toLowerCase());
    return forms.some((form) => lowerLog.includes(form));
  });
}

export function readSentPersonalData(): Array<{ kind: PersonalDataKind; value: string }> {
  if (!fs.existsSync(SENT_PERSONAL_DATA)) return [];
  return fs
    .readFileSync(SENT_PERSONAL_DATA, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: PersonalDataKind; value: string });
}
