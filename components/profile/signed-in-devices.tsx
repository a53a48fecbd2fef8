'use client';

import { useState } from 'react';
import type { SignedInSession } from '@/lib/contract/bff';
import { ActionError } from '@/components/booking/action-error';
import { Button } from '@/components/ui/button';
import { LocalTime } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useSignOut } from '@/lib/client/account/use-sign-out';
import {
  useEndOtherSessions,
  useEndSignedInSession,
  useSignedInSessions,
} from '@/lib/client/profile/use-signed-in-sessions';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import booking from '@/components/booking/booking.module.css';
import styles from './signed-in-devices.module.css';

function DeviceItem({
  session,
  timeZone,
  busy,
  onSignOut,
}: {
  session: SignedInSession;
  timeZone: string;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className={styles.item}>
      <div className={styles.what}>
        {/* The device is a summary of what the browser said about itself: text, never markup. */}
        <span className={styles.device}>
          {session.device}
          {session.current ? ' (this device)' : null}
        </span>
        <span className={styles.times}>
          Signed in <LocalTime instant={session.startedAt} timeZone={timeZone} />
          {session.network ? ` from ${session.network}` : null}
        </span>
        <span className={styles.times}>
          Last active <LocalTime instant={session.lastActiveAt} timeZone={timeZone} />
        </span>
      </div>
      <Button variant="secondary" size="small" busy={busy} busyLabel="Signing out" onClick={onSignOut}>
        Sign out
        <VisuallyHidden> {session.current ? 'this device' : session.device}</VisuallyHidden>
      </Button>
    </li>
  );
}

/**
 * Every browser signed in to the account (ADR 0089), each with its own sign-out, and "Sign out everywhere
 * else". Signing this device out is the header's sign-out; another device is refused from its next request.
 */
export function SignedInDevices() {
  const query = useSignedInSessions();
  const endOne = useEndSignedInSession();
  const endOthers = useEndOtherSessions();
  const signOut = useSignOut();
  const timeZone = useDisplayTimeZone();
  const [done, setDone] = useState<string | null>(null);

  const signOutDevice = (session: SignedInSession) => {
    if (session.current) {
      signOut.mutate();
      return;
    }
    setDone(null);
    endOne.mutate(session.id, { onSuccess: () => setDone(`${session.device} is signed out.`) });
  };
  const signOutOthers = () => {
    setDone(null);
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        setDone(ended === 1 ? 'One other device is signed out.' : `${ended} other devices are signed out.`),
    });
  };

  return (
    <section className={booking.section} aria-labelledby="devices-heading">
      <h2 id="devices-heading">Where you are signed in</h2>
      <p>
        Each browser signed in to your account. If you do not recognise one, sign it out and change your
        password.
      </p>
      <QueryState query={query} headingLevel={3} what="where you are signed in">
        {({ items }) => (
          <>
            <ul className={styles.list}>
              {items.map((session) => (
                <DeviceItem
                  key={session.id}
                  session={session}
                  timeZone={timeZone}
                  busy={
                    session.current ? signOut.isPending : endOne.isPending && endOne.variables === session.id
                  }
                  onSignOut={() => signOutDevice(session)}
                />
              ))}
            </ul>
            {items.some((session) => !session.current) ? (
              <Button
                variant="secondary"
                busy={endOthers.isPending}
                busyLabel="Signing out"
                onClick={signOutOthers}
              >
                Sign out everywhere else
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
      {done ? (
        <Notice tone="success" role="status" title="Signed out">
          {done}
        </Notice>
      ) : null}
      <ActionError error={endOne.error ?? endOthers.error} title="Not signed out" />
      {signOut.isError ? <ActionError error={signOut.error} title="Not signed out" /> : null}
    </section>
  );
}
