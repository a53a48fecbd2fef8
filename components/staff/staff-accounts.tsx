'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field, SelectField } from '@/components/ui/field';
import { LocalTime } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import { ApiClientError } from '@/lib/client/api';
import { useStaffAccounts, useStaffSession } from '@/lib/client/staff/use-staff-data';
import { useInviteStaff, useUpdateStaff } from '@/lib/client/staff/use-staff-mutations';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import type { StaffAccountRow } from '@/lib/contract/bff';
import { STAFF_ROLES, type StaffRole } from '@/lib/contract/bff/staff-values';
import { CopyButton } from './copy-button';
import { ResetSecondFactorButton } from './reset-second-factor-button';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

const ROLE_NAMES: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const invite = useInviteStaff();
  const password = useRef<HTMLHeadingElement>(null);
  const error = invite.error instanceof ApiClientError ? invite.error : null;
  const emailError = error?.fieldMessage('email');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
          requestAnimationFrame(() => password.current?.focus());
        },
      },
    );
  };

  if (invite.data) {
    const { account, oneTimePassword } = invite.data;
    // Held only in this component until "Done": the BFF keeps the hash, and this page never reads it again.
    return (
      <Notice
        tone="success"
        role="status"
        title={`${account.email} was invited as ${ROLE_NAMES[account.role]}`}
      >
        <h3 ref={password} tabIndex={-1}>
          One-time password
        </h3>
        <p className={styles.secret} data-testid="one-time-password">
          {oneTimePassword}
        </p>
        <p>
          It is shown only now. Copy it and give it to them in person or by a channel you trust; they sign in
          at the staff sign-in page with it.
        </p>
        <div className={styles.row}>
          <CopyButton text={oneTimePassword} label="the one-time password" />
          <Button onClick={() => invite.reset()}>Done, hide the password</Button>
        </div>
      </Notice>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.filters}>
        <Field
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          required
          onChange={(event) => {
            setEmail(event.target.value);
            invite.reset();
          }}
          error={emailError}
        />
        <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={invite.isPending} busyLabel="Inviting…">
          Invite
        </Button>
      </div>
      {error && !emailError ? (
        <ErrorState
          title="Not invited"
          message={error.message}
          requestId={error.requestId}
          headingLevel={3}
          alert
        />
      ) : null}
    </form>
  );
}

function AccountList({ accounts, selfId }: { accounts: StaffAccountRow[]; selfId: string | undefined }) {
  const update = useUpdateStaff();
  const zone = useDisplayTimeZone();
  const [confirming, setConfirming] = useState<StaffAccountRow | null>(null);
  const error = update.error instanceof ApiClientError ? update.error : null;
  const busyFor = (staffId: string) => update.isPending && update.variables?.staffId === staffId;

  const disable = () => {
    if (!confirming) return;
    update.mutate({ staffId: confirming.id, disabled: true });
    setConfirming(null);
  };

  return (
    <>
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
                <dt>Invited</dt>
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
                    onClick={() => update.mutate({ staffId: account.id, disabled: false })}
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
          <strong className={styles.mono}>{confirming?.email}</strong> is signed out at their next request and
          cannot sign in until an admin enables the account again.
        </p>
      </Dialog>
    </>
  );
}

/** Admins invite staff (a one-time password shown once), change their role, and disable or enable them. */
export function StaffAccounts() {
  const accounts = useStaffAccounts();
  const session = useStaffSession();
  return (
    <>
      <section className={styles.section} aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff member</h2>
        <InviteForm />
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
