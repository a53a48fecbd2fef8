// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccountRow, StaffInvitationRow } from '@/lib/contract/bff';
import { fakeApi, withQueryClient } from '@/testing/client/fake-api';
import { StaffAccounts } from './staff-accounts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN: StaffAccountRow = {
  id: 'admin-1',
  email: 'staff@demo.test',
  role: 'admin',
  createdAt: '2026-11-01T09:00:00.000Z',
  disabledAt: null,
};
const LENNY: StaffAccountRow = { ...ADMIN, id: 'staff-2', email: 'lenny@plant.test', role: 'staff' };
const CARL_DISABLED: StaffAccountRow = {
  ...ADMIN,
  id: 'staff-3',
  email: 'carl@plant.test',
  role: 'staff',
  disabledAt: '2026-11-20T09:00:00.000Z',
};
const WAITING: StaffInvitationRow = {
  id: 'inv-1',
  email: 'moe@tavern.test',
  role: 'staff',
  state: 'pending',
  invitedByEmail: 'staff@demo.test',
  createdAt: '2026-11-26T09:00:00.000Z',
  sentAt: '2026-11-26T09:00:00.000Z',
  sendCount: 1,
  expiresAt: '2026-11-29T09:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
};
const ACCEPTED: StaffInvitationRow = {
  ...WAITING,
  id: 'inv-2',
  email: 'lenny@plant.test',
  state: 'accepted',
  acceptedAt: '2026-11-26T10:00:00.000Z',
};

function serve(accounts: StaffAccountRow[], invitations: StaffInvitationRow[] = []) {
  return fakeApi({
    'GET /api/staff/session': () => ({ data: { ...ADMIN, idleTimeoutSeconds: 1800 } }),
    'GET /api/staff/accounts': () => ({ data: { items: accounts } }),
    'GET /api/staff/invitations': () => ({ data: { items: invitations } }),
    'POST /api/staff/invitations': ({ body }) =>
      (body as { email: string }).email === 'moe@tavern.test'
        ? {
            status: 409,
            code: 'error.staff.invitation_exists',
            message: 'An invitation to this address is already open.',
            fields: [{ path: 'email', message: 'An invitation to this address is already open.' }],
          }
        : { status: 201, data: { ...WAITING, id: 'inv-9', ...(body as object) } },
    'POST /api/staff/invitations/inv-1/resend': () => ({ data: { ...WAITING, sendCount: 2 } }),
    'DELETE /api/staff/invitations/inv-1': () => ({ data: { ...WAITING, state: 'revoked' } }),
    'POST /api/staff/accounts/staff-2/password-reset': () => ({ data: { sentTo: LENNY.email } }),
    'PATCH /api/staff/accounts/admin-1': () => ({
      status: 409,
      code: 'error.staff.self_change',
      message: 'You cannot change or disable your own account.',
    }),
    'PATCH /api/staff/accounts/staff-2': ({ body }) => ({
      data: {
        ...LENNY,
        ...((body as { disabled?: boolean }).disabled ? { disabledAt: '2026-11-23T10:00:00Z' } : {}),
      },
    }),
    'PATCH /api/staff/accounts/staff-3': () => ({ data: { ...CARL_DISABLED, disabledAt: null } }),
  });
}

describe('StaffAccounts', () => {
  it('invites by address and role, says the link went by e-mail, and never shows a password', async () => {
    const api = serve([ADMIN]);
    render(withQueryClient(<StaffAccounts />));
    expect(await screen.findByText('No invitations')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('E-mail'), 'lenny@plant.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lenny@plant.test')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/staff/invitations',
      body: { email: 'lenny@plant.test', role: 'admin' },
    });
    expect(document.body.textContent).not.toMatch(/password:/i);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('says beside the address that it already has an open invitation', async () => {
    serve([ADMIN], [WAITING]);
    render(withQueryClient(<StaffAccounts />));
    await userEvent.type(screen.getByLabelText('E-mail'), 'moe@tavern.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const field = screen.getByLabelText('E-mail');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toContain('already open');
  });

  it('lists invitations with their state; open ones are sent again or revoked after a confirmation', async () => {
    const api = serve([ADMIN], [WAITING, ACCEPTED]);
    render(withQueryClient(<StaffAccounts />));
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const waiting = within(list).getByText('moe@tavern.test').closest('li')!;
    expect(waiting.textContent).toContain('Waiting; the link works until');
    const accepted = within(list).getByText('lenny@plant.test').closest('li')!;
    expect(accepted.textContent).toContain('Accepted on');
    expect(within(accepted).queryByRole('button')).toBeNull();

    await userEvent.click(within(waiting).getByRole('button', { name: 'Send again: moe@tavern.test' }));
    expect(await screen.findByText('A new link was sent to moe@tavern.test')).toBeTruthy();
    expect(screen.getByText('The earlier link no longer works.')).toBeTruthy();

    await userEvent.click(within(waiting).getByRole('button', { name: 'Revoke: moe@tavern.test' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke invitation' }),
    );
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/staff/invitations/inv-1'),
    );
  });

  it('sends a password reset, and enables a disabled account only with one', async () => {
    const api = serve([ADMIN, LENNY, CARL_DISABLED]);
    render(withQueryClient(<StaffAccounts />));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send password reset: lenny@plant.test' }),
    );
    expect(await screen.findByText('Password reset sent to lenny@plant.test')).toBeTruthy();
    // A disabled account gets its reset from being enabled.
    expect(screen.queryByRole('button', { name: 'Send password reset: carl@plant.test' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Enable: carl@plant.test' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('link to choose a new password');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable and send a reset link' }));
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/staff/accounts/staff-3',
      body: { disabled: false },
    });
    expect(await screen.findByText('carl@plant.test is enabled')).toBeTruthy();
  });

  it('disables only after the confirmation, and says what the API refused', async () => {
    const api = serve([ADMIN, LENNY]);
    render(withQueryClient(<StaffAccounts />));
    await userEvent.click(await screen.findByRole('button', { name: /^Disable ?: lenny@plant\.test$/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('lenny@plant.test')).toBeTruthy();
    expect(dialog.textContent).toContain('signed out everywhere at once');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/staff/accounts/staff-2',
      body: { disabled: true },
    });

    await userEvent.click(screen.getByRole('button', { name: /^Make staff ?: staff@demo\.test$/ }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('You cannot change or disable your own account.');
    expect(refusal.textContent).toMatch(/req-\d+/);
  });
});
