// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/client/fake-api';
import { SecondFactorStep } from './second-factor-step';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WRONG = 'This code is not correct, or was already used. Enter the current code from your app.';

describe('SecondFactorStep', () => {
  it('asks for a one-time code that phones and password managers fill in, and signs in with it', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/two-factor/verify': () => ({
        status: 200,
        data: { kind: 'staff', email: 'a@b.test', name: null },
      }),
    });
    const onSignedIn = vi.fn();
    render(<SecondFactorStep onSignedIn={onSignedIn} onExpired={vi.fn()} />);
    const field = screen.getByLabelText('Code from your app');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ code: '123 456' });
  });

  it('says a wrong code beside the field, and takes a recovery code instead', async () => {
    let answer = 0;
    const { calls } = fakeApi({
      'POST /api/auth/two-factor/verify': () =>
        (answer += 1) === 1
          ? {
              status: 400,
              code: 'error.auth.invalid_second_factor',
              message: WRONG,
              fields: [{ path: 'code', message: WRONG }],
            }
          : { status: 200, data: { kind: 'patient', email: 'a@b.test', name: null } },
    });
    const onSignedIn = vi.fn();
    render(<SecondFactorStep onSignedIn={onSignedIn} onExpired={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Code from your app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(screen.getByLabelText('Code from your app').getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Lost your device? Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(recovery);
    expect(screen.getByRole('status').textContent).toContain('Each works only once');
    await userEvent.type(recovery, 'ABCDE-FGHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[1]!.body).toEqual({ recoveryCode: 'ABCDE-FGHJK' });
  });

  it('goes back to the password step when the five minutes are over', async () => {
    fakeApi({
      'POST /api/auth/two-factor/verify': () => ({
        status: 401,
        code: 'error.auth.sign_in_step_expired',
        message: 'Your sign-in took too long or was not started.',
      }),
    });
    const onExpired = vi.fn();
    render(<SecondFactorStep onSignedIn={vi.fn()} onExpired={onExpired} />);
    await userEvent.type(screen.getByLabelText('Code from your app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalled());
  });
});
