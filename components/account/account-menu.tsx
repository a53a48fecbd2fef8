'use client';

import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/client/account/use-sign-out';
import styles from './site-header.module.css';

/** Who is signed in, and the way out. */
export function AccountMenu({ name }: { name: string }) {
  const signOut = useSignOut();
  return (
    <div className={styles.account}>
      <span className={styles.name} title={name}>
        {name}
      </span>
      <Button
        variant="secondary"
        size="small"
        busy={signOut.isPending}
        busyLabel="Signing out"
        onClick={() => signOut.mutate()}
      >
        Sign out
      </Button>
      {signOut.isError ? (
        <p role="alert" className={styles.name}>
          Could not sign out. Try again.
        </p>
      ) : null}
    </div>
  );
}
