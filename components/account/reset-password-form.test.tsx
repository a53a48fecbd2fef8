// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/client/fake-api';
import { ResetPasswordForm } from './reset-password-form';

const NEW_PASSWORD = 'Quiet-harbour-lantern-42';
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ResetPasswordForm with the link', () => {
  it('asks only for the new password, sends the token, clears it from the address, then sends to sign in', async () => {
    window.history.replaceState(null, '', '/reset-password#token=abc_DEF-123');
    const { calls } = fakeApi({
      'POST /api/auth/password-reset/confirm': () => ({ data: { kind: 'patient' } }),
    });
    render(<ResetPasswordForm kind="patient" />);
    expect(await screen.findByText('Your link is ready. Choose your new password.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');

    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sign-in?reset=done'));
    expect(calls[0]!.body).toEqual({ kind: 'patient', token: 'abc_DEF-123', password: NEW_PASSWORD });
  });

  it('says when the link no longer works, with a way to ask for a new one, keeping the password typed', async () => {
    window.history.replaceState(null, '', '/staff/reset-password#token=used-token');
    fakeApi({
      'POST /api/auth/password-reset/confirm': () => ({
        status: 400,
        code: 'error.password_reset.invalid',
        message: 'This link does not work any more. Ask for a new one.',
      }),
    });
    render(<ResetPasswordForm kind="staff" />);
    await screen.findByText('Your link is ready. Choose your new password.');
    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link does not work any more.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/staff/forgot-password',
    );
    expect(valueOf('New password')).toBe(NEW_PASSWORD);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm with the code', () => {
  it('asks for every field that is empty, on the field, focusing the first', async () => {
    const { calls } = fakeApi({});
    render(<ResetPasswordForm kind="patient" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter the code from the e-mail.')).toBeTruthy();
    expect(screen.getByText('Choose a new password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(calls).toEqual([]);
  });

  it("shows the server's word on the code and on the password, keeping everything typed", async () => {
    let answer = 0;
    const { calls } = fakeApi({
      'POST /api/auth/password-reset/confirm': () =>
        (answer += 1) === 1
          ? {
              status: 400,
              code: 'error.password_reset.invalid',
              message: 'The code is not correct.',
              fields: [{ path: 'code', message: 'This code is not right for this address.' }],
            }
          : {
              status: 422,
              code: 'error.validation',
              message: 'Some of the details are not valid.',
              fields: [{ path: 'password', message: 'Use at least 10 characters.' }],
            },
    });
    render(<ResetPasswordForm kind="patient" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'marge@springfield.test');
    await userEvent.type(screen.getByLabelText('Code from the e-mail'), 'ABCD-2345');
    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    const code = screen.getByLabelText('Code from the e-mail');
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This code is not right for this address.')).toBeTruthy();
    expect(code.getAttribute('aria-describedby')).toContain('-error');
    expect(document.activeElement).toBe(code);
    expect(calls[0]!.body).toEqual({
      kind: 'patient',
      email: 'marge@springfield.test',
      code: 'ABCD-2345',
      password: NEW_PASSWORD,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const password = screen.getByLabelText('New password');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
    expect(valueOf('E-mail')).toBe('marge@springfield.test');
    expect(valueOf('Code from the e-mail')).toBe('ABCD-2345');
    expect(valueOf('New password')).toBe(NEW_PASSWORD);
    expect(assign).not.toHaveBeenCalled();
  });
});
