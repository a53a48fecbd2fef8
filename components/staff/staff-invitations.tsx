'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field, SelectField } from '@/components/ui/field';
import { LocalTime } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { ApiClientError } from '@/lib/client/api';
import { useStaffInvitations } from '@/lib/client/staff/use-staff-data';
import { useChangeInvitation, useInviteStaff } from '@/lib/client/staff/use-staff-mutations';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import type { StaffInvitationRow } from '@/lib/contract/bff';
import { STAFF_ROLES, type StaffRole } from '@/lib/contract/bff/staff-values';
import styles from './staff.module.css';

export const ROLE_NAMES: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };

const EMAIL_REQUIRED = 'Enter the e-mail address to invite.';

/** The address and role to invite; the invitee chooses their own password from the e-mail's link. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [missing, setMissing] = useState(false);
  const invite = useInviteStaff();
  const error = invite.error instanceof ApiClientError ? invite.error : null;
  const emailError = missing ? EMAIL_REQUIRED : error?.fieldMessage('email');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setMissing(true);
      invite.reset();
      return;
    }
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a staff member">
      <div className={styles.filters}>
        <Field
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          required
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(false);
            if (invite.isError) invite.reset();
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
        <Button type="submit" busy={invite.isPending} busyLabel="Sending the invitation…">
          Send invitation
        </Button>
      </div>
      <div aria-live="polite">
        {invite.data ? (
          <Notice tone="success" title={`Invitation sent to ${invite.data.email}`}>
            <p>
              They choose their own password from the link in the e-mail, which works once, until{' '}
              <InvitationTime instant={invite.data.expiresAt} />. Their account exists from then on.
            </p>
          </Notice>
        ) : null}
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

function InvitationTime({ instant }: { instant: string }) {
  return <LocalTime instant={instant} timeZone={useDisplayTimeZone()} />;
}

function StateText({ invitation }: { invitation: StaffInvitationRow }) {
  switch (invitation.state) {
    case 'pending':
      return (
        <>
          Waiting; the link works until <InvitationTime instant={invitation.expiresAt} />
        </>
      );
    case 'expired':
      return (
        <>
          Expired on <InvitationTime instant={invitation.expiresAt} />; send it again for a new link
        </>
      );
    case 'accepted':
      return (
        <>
          Accepted on <InvitationTime instant={invitation.acceptedAt!} />
        </>
      );
    case 'revoked':
      return (
        <>
          Revoked on <InvitationTime instant={invitation.revokedAt!} />
        </>
      );
  }
}

function InvitationList({ invitations }: { invitations: StaffInvitationRow[] }) {
  const change = useChangeInvitation();
  const [revoking, setRevoking] = useState<StaffInvitationRow | null>(null);
  const error = change.error instanceof ApiClientError ? change.error : null;
  const busy = (invitationId: string, kind: 'resend' | 'revoke') =>
    change.isPending && change.variables?.invitationId === invitationId && change.variables.change === kind;
  const resent = change.isSuccess && change.variables.change === 'resend' ? change.data : null;

  const revoke = () => {
    if (!revoking) return;
    change.mutate({ invitationId: revoking.id, change: 'revoke' });
    setRevoking(null);
  };

  return (
    <>
      <div aria-live="polite">
        {resent ? (
          <Notice tone="success" title={`A new link was sent to ${resent.email}`}>
            <p>The earlier link no longer works.</p>
          </Notice>
        ) : null}
      </div>
      {error ? (
        <ErrorState
          title="Invitation not changed"
          message={error.message}
          requestId={error.requestId}
          headingLevel={3}
          alert
        />
      ) : null}
      <ul className={styles.list} aria-label="Invitations">
        {invitations.map((invitation) => {
          const open = invitation.state === 'pending' || invitation.state === 'expired';
          return (
            <li key={invitation.id} className={styles.card} data-state={invitation.state}>
              <h3 className={styles.mono}>{invitation.email}</h3>
              <dl className={styles.definition}>
                <dt>Role</dt>
                <dd>{ROLE_NAMES[invitation.role]}</dd>
                <dt>State</dt>
                <dd>
                  <StateText invitation={invitation} />
                </dd>
                <dt>Invited by</dt>
                <dd>{invitation.invitedByEmail ?? 'The operator (command line)'}</dd>
                <dt>Sent</dt>
                <dd>
                  <InvitationTime instant={invitation.sentAt} />
                  {invitation.sendCount > 1 ? ` (${invitation.sendCount} times in all)` : ''}
                </dd>
              </dl>
              {open ? (
                <div className={styles.row}>
                  <Button
                    size="small"
                    variant="secondary"
                    busy={busy(invitation.id, 'resend')}
                    busyLabel="Sending…"
                    onClick={() => change.mutate({ invitationId: invitation.id, change: 'resend' })}
                    aria-label={`Send again: ${invitation.email}`}
                  >
                    Send again
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    busy={busy(invitation.id, 'revoke')}
                    busyLabel="Revoking…"
                    onClick={() => setRevoking(invitation)}
                    aria-label={`Revoke: ${invitation.email}`}
                  >
                    Revoke
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this invitation?"
        closeLabel="Keep it"
        actions={
          <Button variant="danger" onClick={revoke}>
            Revoke invitation
          </Button>
        }
      >
        <p>
          The link sent to <strong className={styles.mono}>{revoking?.email}</strong> stops working at once.
          You can invite the address again later.
        </p>
      </Dialog>
    </>
  );
}

/** The organization's invitations with their state; open ones can be sent again or revoked. */
export function StaffInvitations() {
  const invitations = useStaffInvitations();
  return (
    <QueryState query={invitations} headingLevel={3} what="the invitations">
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState title="No invitations" text="Invite someone above." headingLevel={3} />
        ) : (
          <InvitationList invitations={items} />
        )
      }
    </QueryState>
  );
}
