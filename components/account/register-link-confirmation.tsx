'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError } from '@/lib/client/api-client-error';
import { tokenFromFragment } from '@/lib/client/account/password-reset-paths';
import { registerDetailsHref } from '@/lib/client/account/safe-next-path';
import { confirmRegistration } from '@/lib/client/account/use-account';

type LinkState = { step: 'reading' } | { step: 'confirming' } | { step: 'failed'; message: string };

const NO_LINK =
  'This page opens from the link in the e-mail we send when you start creating an account, and the link is not here.';

/**
 * Where the e-mail's link lands (ADR 0088): its token is in the fragment, which no server receives; it is
 * sent once, taken out of the address bar, and on success the browser goes on to the rest of the form.
 */
export function RegisterLinkConfirmation() {
  const [state, setState] = useState<LinkState>({ step: 'reading' });
  useEffect(() => {
    const token = tokenFromFragment(window.location.hash);
    // Out of the address bar and the history, where it would outlive its use.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
      setState({ step: 'failed', message: NO_LINK });
      return;
    }
    setState({ step: 'confirming' });
    confirmRegistration({ token }).then(
      () => window.location.assign(registerDetailsHref(null)),
      (error: unknown) =>
        setState({
          step: 'failed',
          message:
            error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.',
        }),
    );
  }, []);
  return (
    <div aria-live="polite">
      {state.step === 'failed' ? (
        <Notice tone="danger" role="alert" title="That did not work">
          <p>{state.message}</p>
          <p>
            <Link href="/register">Ask for a new code and link</Link>
          </p>
        </Notice>
      ) : (
        <p>
          <Spinner label="" size="small" /> Confirming your e-mail address…
        </p>
      )}
    </div>
  );
}
