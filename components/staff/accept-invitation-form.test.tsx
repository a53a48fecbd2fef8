// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/client/fake-api';
import { AcceptInvitationForm } from './accept-invitation-form';

const PASSWORD = 'Quiet-harbour-lantern-42';
const PREVIEW = { email: 'lenny@plant.test', role: 'staff', expiresAt: '2026-11-30T09:00:00.000Z' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('AcceptInvitationForm', () => {
  it('says whose invitation it is, checks the password as typed, makes the account and points to sign-in', async () => {
    window.history.replaceState(null, '', '/staff/accept-invitation#token=abc_DEF-123');
    const { calls } = fakeApi({
      'POST /api/auth/staff-invitation': () => ({ data: PREVIEW }),
      'POST /api/auth/staff-invitation/accept': () => ({
        status: 201,
        data: { email: PREVIEW.email, role: 'staff' },
      }),
    });
    render(<AcceptInvitationForm />);
    expect(screen.getByRole('status').textContent).toBe('Reading your invitation…');
    expect(await screen.findByText(/You are invited as staff member/)).toBeTruthy();
    // The token leaves the address bar at once.
    expect(window.location.hash).toBe('');
    expect(calls[0]!.body).toEqual({ token: 'abc_DEF-123' });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('lenny@plant.test');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);

    // The address's local part is refused before anything is sent.
    await userEvent.type(screen.getByLabelText('Password'), 'lenny-springfield-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your account is ready')).toBeTruthy();
    expect(calls[1]!.body).toEqual({ token: 'abc_DEF-123', password: PASSWORD });
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' }).getAttribute('href')).toBe(
      '/staff/sign-in',
    );
  });

  it('says when the link no longer works, and when the page was opened without one', async () => {
    window.history.replaceState(null, '', '/staff/accept-invitation#token=used-token');
    fakeApi({
      'POST /api/auth/staff-invitation': () => ({
        status: 400,
        code: 'error.staff_invitation.invalid',
        message: 'This invitation link does not work any more. Ask an admin to send it again.',
      }),
    });
    render(<AcceptInvitationForm />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ask an admin to send it again.');
    expect(alert.textContent).toMatch(/req-\d+/);
    expect(screen.queryByLabelText('Password')).toBeNull();
    cleanup();

    window.history.replaceState(null, '', '/staff/accept-invitation');
    const { calls } = fakeApi({});
    render(<AcceptInvitationForm />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'needs the link from your invitation e-mail',
    );
    expect(calls).toHaveLength(0);
  });

  it('keeps the password typed and says why when the server refuses it', async () => {
    window.history.replaceState(null, '', '/staff/accept-invitation#token=abc');
    fakeApi({
      'POST /api/auth/staff-invitation': () => ({ data: PREVIEW }),
      'POST /api/auth/staff-invitation/accept': () => ({
        status: 422,
        code: 'error.validation',
        message: 'Some of the details are not valid.',
        fields: [
          { path: 'password', message: 'This password is on a list of common or breached passwords.' },
        ],
      }),
    });
    render(<AcceptInvitationForm />);
    await userEvent.type(await screen.findByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.body.textContent).toContain('common or breached');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(PASSWORD);
  });
});
