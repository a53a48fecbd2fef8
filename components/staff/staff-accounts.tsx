'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LocalTime } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import { ApiClientError } from '@/lib/client/api';
import { useStaffAccounts, useStaffSession } from '@/lib/client/staff/use-staff-data';
import { useSendPasswordReset, useUpdateStaff } from '@/lib/client/staff/use-staff-mutations';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import type { StaffAccountRow } from '@/lib/contract/bff';
import type { StaffRole } from '@/lib/contract/bff/staff-values';
import { ResetSecondFactorButton } from './reset-second-factor-button';
import { InviteForm, ROLE_NAMES, StaffInvitations } from './staff-invitations';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

function AccountList({ accounts, selfId }: { accounts: StaffAccountRow[]; selfId: string | undefined }) {
  const update = useUpdateStaff();
  const reset = useSendPasswordReset();
  const zone = useDisplayTimeZone();
  const [confirming, setConfirming] = useState<StaffAccountRow | null>(null);
  const [enabling, setEnabling] = useState<StaffAccountRow | null>(null);
  const error = [update.error, reset.error].find((failure) => failure instanceof ApiClientError) as
    ApiClientError | undefined;
  const busyFor = (staffId: string) => update.isPending && update.variables?.staffId === staffId;

  const disable = () => {
    if (!confirming) return;
    reset.reset();
    update.mutate({ staffId: confirming.id, disabled: true });
    setConfirming(null);
  };
  const enable = () => {
    if (!enabling) return;
    reset.reset();
    update.mutate({ staffId: enabling.id, disabled: false });
    setEnabling(null);
  };
  const sendReset = (staffId: string) => {
    update.reset();
    reset.mutate(staffId);
  };
  const enabledWithReset = update.isSuccess && update.variables.disabled === false ? update.data.email : null;

  return (
    <>
      <div aria-live="polite">
        {reset.isSuccess ? (
          <Notice tone="success" title={`Password reset sent to ${reset.data.sentTo}`}>
            <p>The link and code in it work once, for 30 minutes. You do not see them.</p>
          </Notice>
        ) : null}
        {enabledWithReset ? (
          <Notice tone="success" title={`${enabledWithReset} is enabled`}>
            <p>They were sent a link to choose a new password: the old one does not work any more.</p>
          </Notice>
        ) : null}
      </div>
      {error ? (
        <ErrorState
          title="Not changed"
          message={error.message}
          requestId={error.requestId}
          headingLevel={3}
          alert
        />
      ) : null}
      <ul className={styles.list} aria-label="Staff accounts">
        {accounts.map((account) => {
          const self = account.id === selfId;
          const nextRole: StaffRole = account.role === 'admin' ? 'staff' : 'admin';
          return (
            <li key={account.id} className={styles.card}>
              <h3 className={styles.mono}>
                {account.email}
                {self ? ' (you)' : ''}
              </h3>
              <dl className={styles.definition}>
                <dt>Role</dt>
                <dd>{ROLE_NAMES[account.role]}</dd>
                <dt>Status</dt>
                <dd>
                  {account.disabledAt ? (
                    <>
                      Disabled since <LocalTime instant={account.disabledAt} timeZone={zone} />
                    </>
                  ) : (
                    'Active'
                  )}
                </dd>
                <dt>Joined</dt>
                <dd>
                  <LocalTime instant={account.createdAt} timeZone={zone} />
                </dd>
              </dl>
              <div className={styles.row}>
                <Button
                  size="small"
                  variant="secondary"
                  busy={busyFor(account.id) && update.variables?.role !== undefined}
                  busyLabel="Changing…"
                  onClick={() => update.mutate({ staffId: account.id, role: nextRole })}
                  // The visible words first, then whose account: the name a voice user says still works.
                  aria-label={`Make ${ROLE_NAMES[nextRole].toLowerCase()}: ${account.email}`}
                >
                  Make {ROLE_NAMES[nextRole].toLowerCase()}
                </Button>
                {account.disabledAt ? (
                  <Button
                    size="small"
                    variant="secondary"
                    busy={busyFor(account.id) && update.variables?.disabled === false}
                    busyLabel="Enabling…"
                    onClick={() => setEnabling(account)}
                    aria-label={`Enable: ${account.email}`}
                  >
                    Enable
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="danger"
                    busy={busyFor(account.id) && update.variables?.disabled === true}
                    busyLabel="Disabling…"
                    onClick={() => setConfirming(account)}
                    aria-label={`Disable: ${account.email}`}
                  >
                    Disable
                  </Button>
                )}
                {self ? null : <ResetSecondFactorButton staffId={account.id} email={account.email} />}
                {account.disabledAt ? null : (
                  <Button
                    size="small"
                    variant="secondary"
                    busy={reset.isPending && reset.variables === account.id}
                    busyLabel="Sending…"
                    onClick={() => sendReset(account.id)}
                    aria-label={`Send password reset: ${account.email}`}
                  >
                    Send password reset
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Disable this account?"
        closeLabel="Keep it"
        actions={
          <Button variant="danger" onClick={disable}>
            Disable account
          </Button>
        }
      >
        <p>
          <strong className={styles.mono}>{confirming?.email}</strong> is signed out everywhere at once, and
          their password stops working. Enabling the account later sends them a link to choose a new one.
        </p>
      </Dialog>
      <Dialog
        open={enabling !== null}
        onClose={() => setEnabling(null)}
        title="Enable this account?"
        closeLabel="Keep it disabled"
        actions={<Button onClick={enable}>Enable and send a reset link</Button>}
      >
        <p>
          <strong className={styles.mono}>{enabling?.email}</strong> is sent an e-mail with a link to choose a
          new password; they can sign in once they have.
        </p>
      </Dialog>
    </>
  );
}

/**
 * Admins invite staff by e-mail (ADR 0090), change their role, send them a password reset, and disable or
 * enable them. No admin ever sees or chooses another person's password.
 */
export function StaffAccounts() {
  const accounts = useStaffAccounts();
  const session = useStaffSession();
  return (
    <>
      <section className={styles.section} aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff member</h2>
        <InviteForm />
      </section>
      <section className={styles.section} aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Invitations</h2>
        <StaffInvitations />
      </section>
      <section className={styles.section} aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Accounts</h2>
        <QueryState query={accounts} headingLevel={3} what="the staff accounts">
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState title="No staff accounts" text="Invite someone above." headingLevel={3} />
            ) : (
              <AccountList accounts={items} selfId={session.data?.id} />
            )
          }
        </QueryState>
      </section>
    </>
  );
}
