import fs from 'node:fs';
import { personalDataIn, readSentPersonalData, SERVER_LOG } from './support/personal-data';

/**
 * The run's last check: the suite server's log (every line it printed, scripts/e2e-server.mjs) holds none
 * of the e-mail addresses and message texts the tests sent (ADR 0059).
 */
export default function checkLogForPersonalData(): void {
  if (!fs.existsSync(SERVER_LOG)) throw new Error(`${SERVER_LOG} is missing: the server's log was not kept`);
  const log = fs.readFileSync(SERVER_LOG, 'utf8');
  const sent = readSentPersonalData();
  const found = personalDataIn(log, sent);
  if (found.length > 0) {
    const listed = found.map(({ kind, value }) => `  ${kind}: ${value}`).join('\n');
    throw new Error(`The server's log (${SERVER_LOG}) holds personal data the tests sent:\n${listed}`);
  }
  const emails = sent.filter(({ kind }) => kind === 'email').length;
  console.info(
    `Personal data in the server's log: none of ${emails} e-mail addresses and ${sent.length - emails} message texts.`,
  );
}
