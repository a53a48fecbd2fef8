// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import { checkPasswordPolicy } from '@/lib/contract/bff/password-policy';
import { CSRF_HEADER_NAME } from '@/lib/client/csrf-header';
import { fakeApi } from '@/testing/client/fake-api';
import { ChangePasswordForm, PASSWORDS_DIFFER } from './change-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CURRENT = 'Old-orchard-bicycle-17';
const NEW = 'Quiet-harbour-lantern-42';
const WRONG_MESSAGE = 'This is not your current password.';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn({ current = CURRENT, next = NEW, confirm = NEW } = {}) {
  if (current) await userEvent.type(input('Current password'), current);
  if (next) await userEvent.type(input('New password'), next);
  if (confirm) await userEvent.type(input('Confirm new password'), confirm);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('ChangePasswordForm', () => {
  it('sends the current and new password to its route, empties the fields and announces the change', async () => {
    const api = fakeApi({ 'POST /api/staff/auth/password': () => ({ data: null }) });
    render(<ChangePasswordForm endpoint="/api/staff/auth/password" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(input(label).type).toBe('password');
    }
    expect(input('Current password').autocomplete).toBe('current-password');
    expect(input('New password').autocomplete).toBe('new-password');

    await fillIn();
    await submit();

    await waitFor(() => expect(status.textContent).toContain('Your password is changed.'));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ currentPassword: CURRENT, newPassword: NEW });
    expect(api.calls[0]!.headers.get(CSRF_HEADER_NAME)).not.toBeNull();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(input(label).value, label).toBe('');
    }
  });

  it('shows a wrong current password beside that field, focuses it, and keeps what was typed', async () => {
    fakeApi({
      'POST /api/auth/password': () => ({
        status: 400,
        code: BFF_ERROR_CODES.wrongCurrentPassword,
        message: WRONG_MESSAGE,
        fields: [{ path: 'currentPassword', message: WRONG_MESSAGE }],
      }),
    });
    render(<ChangePasswordForm endpoint="/api/auth/password" />);
    await fillIn();
    await submit();

    const current = input('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(WRONG_MESSAGE)).toBeTruthy();
    expect(current.getAttribute('aria-describedby')).toContain(`${current.id}-error`);
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.value).toBe(CURRENT);
    expect(input('New password').value).toBe(NEW);
    expect(input('Confirm new password').value).toBe(NEW);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says at the top of the form what belongs to no field, such as too many attempts', async () => {
    fakeApi({
      'POST /api/auth/password': () => ({
        status: 429,
        code: BFF_ERROR_CODES.rateLimited,
        message: 'Too many wrong passwords. Please try again in 15 minutes.',
      }),
    });
    render(<ChangePasswordForm endpoint="/api/auth/password" />);
    await fillIn();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again in 15 minutes.');
    expect(input('Current password').value).toBe(CURRENT);
  });

  it('checks the new password against the policy as it is typed, and the confirmation, before sending', async () => {
    const api = fakeApi({ 'POST /api/auth/password': () => ({ data: null }) });
    render(<ChangePasswordForm endpoint="/api/auth/password" />);
    const next = input('New password');
    await userEvent.type(next, 'short');
    const problem = checkPasswordPolicy('short')!;
    expect(problem).toBeDefined();
    // The hint the field is described by says what is still missing, in a polite live region.
    const hint = document.getElementById(`${next.id}-hint`)!;
    expect(hint.textContent).toContain(problem);
    expect(hint.querySelector('[aria-live="polite"]')).not.toBeNull();
    await userEvent.type(next, '-enough-now-surely');
    expect(hint.textContent).toContain('This one meets them.');

    await userEvent.type(input('Current password'), CURRENT);
    await userEvent.type(input('Confirm new password'), 'something-else-entirely');
    await submit();
    const confirm = input('Confirm new password');
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await userEvent.clear(next);
    await userEvent.type(next, 'short');
    await submit();
    await waitFor(() => expect(next.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls).toEqual([]);
  });

  it('names every empty field and sends nothing; the keyboard alone reaches the button', async () => {
    const api = fakeApi({ 'POST /api/auth/password': () => ({ data: null }) });
    render(<ChangePasswordForm endpoint="/api/auth/password" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(input('Current password'));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Choose a new password.')).toBeTruthy();
    expect(screen.getByText('Enter the new password again.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Current password')));
    expect(api.calls).toEqual([]);
  });
});
