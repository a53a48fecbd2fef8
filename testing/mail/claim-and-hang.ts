/**
 * An app instance that claims the due e-mails and dies before sending them: it prints the ids it claimed,
 * then waits to be killed (SIGKILL, so that nothing of it runs afterwards). For the scheduler's crash test:
 *   node --import tsx --conditions=react-server testing/mail/claim-and-hang.ts <postgres url> <lease ms>
 */
import { openDatabase } from '@/lib/db/connection';
import { createMailScheduler } from '@/lib/bff/mail/mail-scheduler';
import { outboxTransport } from '@/lib/bff/mail/mail-transport';

const [url, leaseMs] = process.argv.slice(2);
const handle = await openDatabase({ kind: 'postgres', url: url! });
const scheduler = createMailScheduler({
  db: handle.db,
  transport: outboxTransport,
  from: 'Springfield Clinic <visits@clinic.test>',
  leaseMs: Number(leaseMs),
});
const claimed = await scheduler.claim();
process.stdout.write(`claimed ${claimed.map((message) => message.id).join(' ')}\n`);
setInterval(() => undefined, 60_000);
