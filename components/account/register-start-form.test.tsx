// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/client/fake-api';
import { RegisterStartForm } from './register-start-form';

const ANSWER = 'We have sent an e-mail to this address. Type the code from it below.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; data?: unknown; code?: string; message?: string; fields?: unknown[] };

function answeringApi(confirm: () => Answer) {
  return fakeApi({
    'POST /api/auth/registration': () => ({ status: 202, data: { message: ANSWER } }),
    'POST /api/auth/registration/confirm': confirm,
  });
}

async function askForCode(email = 'marge@springfield.test') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
  await screen.findByText(ANSWER);
}

describe('RegisterStartForm', () => {
  it('asks for the address only, then says what the server says in a status region', async () => {
    const api = answeringApi(() => ({}));
    render(<RegisterStartForm next="/" />);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    await askForCode();
    expect(screen.getByRole('status').textContent).toContain(ANSWER);
    expect(api.calls[0]!.body).toEqual({ email: 'marge@springfield.test' });
    // What was typed stays, to send again or correct.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('marge@springfield.test');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Confirm your e-mail address' })).toBeTruthy();
  });

  it('shows a wrong code beside its field, focused, keeping what was typed', async () => {
    answeringApi(() => ({
      status: 400,
      code: 'error.registration.invalid',
      message: 'The code is not correct.',
      fields: [{ path: 'code', message: 'This code is not right for this address.' }],
    }));
    render(<RegisterStartForm next="/" />);
    await askForCode();
    const code = screen.getByLabelText('Code from the e-mail') as HTMLInputElement;
    await userEvent.type(code, 'abcd-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(code);
    expect(document.getElementById(`${code.id}-error`)?.textContent).toBe(
      'This code is not right for this address.',
    );
    expect(code.value).toBe('abcd-2345');
  });

  it('sends the typed address with the code, and goes on to the rest of the form', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = answeringApi(() => ({ data: { email: 'marge@springfield.test' } }));
    render(<RegisterStartForm next="/chats" />);
    await askForCode();
    await userEvent.type(screen.getByLabelText('Code from the e-mail'), 'ABCD-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/register/details?next=%2Fchats'));
    expect(api.calls[1]!.body).toEqual({ email: 'marge@springfield.test', code: 'ABCD-2345' });
  });

  it('says a refusal of the address at the top, keeping it', async () => {
    fakeApi({
      'POST /api/auth/registration': () => ({
        status: 429,
        code: 'error.auth.rate_limited',
        message: 'Too many accounts were requested from here. Please try again in 12 minutes.',
      }),
    });
    render(<RegisterStartForm next="/" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'marge@springfield.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('try again in 12 minutes');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('marge@springfield.test');
  });
});
