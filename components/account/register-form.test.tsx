// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/client/fake-api';
import { RegisterForm } from './register-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMAIL = 'bluehair@springfield.test';

const COMMON =
  'This password is on a list of common or breached passwords, so it is easy to guess. Choose another.';

function passwordInput() {
  return screen.getByLabelText('Password') as HTMLInputElement;
}

async function fillDetails() {
  await userEvent.type(screen.getByLabelText('First name'), 'Marge');
  await userEvent.type(screen.getByLabelText('Last name'), 'Simpson');
  await userEvent.type(screen.getByLabelText('Day'), '19');
  await userEvent.type(screen.getByLabelText('Month'), '3');
  await userEvent.type(screen.getByLabelText('Year'), '1982');
  await userEvent.selectOptions(screen.getByLabelText('Sex'), 'female');
  await userEvent.type(screen.getByLabelText('Phone number'), '+1 555 010 0742');
}

describe('RegisterForm password', () => {
  it('says why a password is refused as it is typed, in the field description', async () => {
    fakeApi({});
    render(<RegisterForm email={EMAIL} next="/" />);
    await fillDetails();
    const input = passwordInput();
    expect(screen.getByTestId('password-reason').textContent).toBe('');

    await userEvent.type(input, 'short');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const description = () => {
      const ids = input.getAttribute('aria-describedby')!.split(' ');
      return ids.map((id) => document.getElementById(id)!.textContent).join(' ');
    };
    expect(description()).toContain('Use at least 10 characters.');

    await userEvent.type(input, '-SIMPSON-trip');
    expect(description()).toContain('Do not use your name in your password.');

    await userEvent.clear(input);
    await userEvent.type(input, 'my-BlueHair-forever');
    expect(description()).toContain('Do not use your e-mail address in your password.');

    await userEvent.clear(input);
    await userEvent.type(input, 'pearls-and-a-tall-blue-beehive');
    expect(screen.getByTestId('password-reason').textContent).toBe('');
  });

  it('refuses to send a password that breaks a rule, marking the field invalid', async () => {
    const api = fakeApi({});
    render(<RegisterForm email={EMAIL} next="/" />);
    await fillDetails();
    await userEvent.type(passwordInput(), 'marge-at-the-kwik-e-mart');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const input = passwordInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    const error = document.getElementById(`${input.id}-error`);
    expect(error?.textContent).toBe('Do not use your name in your password.');
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe(`${input.id}-error`);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's common-password refusal on the field, as any server field error", async () => {
    const api = fakeApi({
      'POST /api/auth/register': () => ({
        status: 422,
        code: 'error.validation',
        message: 'Some of the details are not valid.',
        fields: [{ path: 'password', message: COMMON }],
      }),
    });
    render(<RegisterForm email={EMAIL} next="/" />);
    await fillDetails();
    await userEvent.type(passwordInput(), 'password1234');
    expect(screen.getByTestId('password-reason').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const input = passwordInput();
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(COMMON);
    expect(api.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/auth/register']);
  });
});

describe('RegisterForm after the address is confirmed', () => {
  it('sends no address (the server has the confirmed one) and keeps every value when the confirmation lapsed', async () => {
    const api = fakeApi({
      'POST /api/auth/register': () => ({
        status: 400,
        code: 'error.registration.unconfirmed',
        message: 'Your e-mail address is not confirmed in this browser. Confirm it again to go on.',
      }),
    });
    render(<RegisterForm email={EMAIL} next="/chats" />);
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await fillDetails();
    await userEvent.type(passwordInput(), 'pearls-and-a-tall-blue-beehive');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Confirm it again');
    const again = screen.getByRole('link', { name: /Confirm your address again/ });
    expect(again.getAttribute('href')).toBe('/register?next=%2Fchats');
    expect(api.calls[0]!.body).not.toHaveProperty('email');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Marge');
    expect(passwordInput().value).toBe('pearls-and-a-tall-blue-beehive');
  });
});
