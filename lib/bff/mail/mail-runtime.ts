import 'server-only';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { announceQueueChange } from '@/lib/bff/work-queue/queue-changes';
import { createMailScheduler, type MailScheduler } from './mail-scheduler';
import { outboxTransport, type MailTransport } from './mail-transport';
import { smtpTransport } from './smtp-transport';
import { planVisitMails, type VisitChange } from './visit-mails';

const schedulerKey = Symbol.for('consultation.mail-scheduler');
type Scope = { [schedulerKey]?: MailScheduler };

export function mailTransportKind(): MailTransport['via'] {
  return getAppConfig().mail.smtpUrl ? 'smtp' : 'outbox';
}

/**
 * Starts this instance's scheduler once per process (module reloads in `next dev` included). Every
 * instance runs one: they share the work, and the deletion of messages past their retention, through the
 * database.
 */
export async function startMailScheduler(): Promise<MailScheduler> {
  const scope = globalThis as Scope;
  const running = scope[schedulerKey];
  if (running) return running;
  const { smtpUrl, from, retentionDays } = getAppConfig().mail;
  const scheduler = createMailScheduler({
    db: await getAppDatabase(),
    transport: smtpUrl ? smtpTransport(smtpUrl) : outboxTransport,
    from,
    retentionMs: retentionDays * 86_400_000,
    // A patient's e-mail that could not be delivered is work for staff; a staff member's own is not.
    onGivenUp: async ({ id, organizationKey, patientAccountId }) => {
      if (patientAccountId)
        await announceQueueChange({ organizationKey, change: 'added', itemKey: `mail:${id}` });
    },
  });
  scope[schedulerKey] = scheduler;
  scheduler.start();
  return scheduler;
}

/** For a graceful shutdown: stops polling and waits for the messages being sent. */
export async function stopMailScheduler(): Promise<void> {
  const scope = globalThis as Scope;
  const scheduler = scope[schedulerKey];
  delete scope[schedulerKey];
  await scheduler?.stop();
}

/**
 * Plans the mails of a change already made at the service. A failure to plan them is logged, not
 * answered: the visit is booked, moved or cancelled whether or not the e-mail about it can be planned.
 */
export async function notifyVisitChange(change: VisitChange): Promise<void> {
  try {
    await planVisitMails(change);
  } catch (error) {
    bffLog.error(
      { change: change.kind, error: loggableError(error) },
      'could not plan the e-mails of a visit',
    );
  }
}
