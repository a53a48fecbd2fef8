// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/client/fake-api';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ANSWER = 'If an account uses this address, we have sent it a link and a code to choose a new password.';

describe('ForgotPasswordForm', () => {
  it('says on the field that the address is missing, and sends nothing', async () => {
    const { calls } = fakeApi({});
    render(<ForgotPasswordForm kind="patient" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const field = screen.getByLabelText('E-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([]);
  });

  it("announces the server's answer, keeps the address, and offers the code page", async () => {
    const { calls } = fakeApi({
      'POST /api/auth/password-reset': () => ({ status: 202, data: { message: ANSWER } }),
    });
    render(<ForgotPasswordForm kind="staff" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'lenny@plant.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(ANSWER);
    expect(screen.getByRole('link', { name: 'Type the code from the e-mail' }).getAttribute('href')).toBe(
      '/staff/reset-password',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('lenny@plant.test');
    expect(calls[0]!.body).toEqual({ email: 'lenny@plant.test', kind: 'staff' });
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('says how long to wait when throttled, as an alert, without losing the address', async () => {
    fakeApi({
      'POST /api/auth/password-reset': () => ({
        status: 429,
        code: 'error.auth.rate_limited',
        message: 'Too many password resets were asked for. Please try again in 12 minutes.',
      }),
    });
    render(<ForgotPasswordForm kind="patient" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'marge@springfield.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please try again in 12 minutes.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('marge@springfield.test');
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeTruthy();
  });
});
