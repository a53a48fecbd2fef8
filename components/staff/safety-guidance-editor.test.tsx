// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SAFETY_GUIDANCE } from '@/lib/contract/bff';
import { fakeApi, withQueryClient } from '@/testing/client/fake-api';
import { SafetyGuidanceEditor } from './safety-guidance-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(put: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    'GET /api/staff/safety-guidance': () => ({ data: DEFAULT_SAFETY_GUIDANCE }),
    'PUT /api/staff/safety-guidance': put,
  });
}

describe('SafetyGuidanceEditor', () => {
  it('starts from the guidance in force and saves the edited text and numbers', async () => {
    const api = serve(({ body }) => ({ data: body }));
    render(withQueryClient(<SafetyGuidanceEditor />));
    const number = await screen.findByLabelText('Number 2');
    expect((number as HTMLInputElement).value).toBe('988');
    await userEvent.clear(number);
    await userEvent.type(number, '+18005550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save guidance' }));
    expect(await screen.findByText('Safety guidance saved')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'PUT')!.body as typeof DEFAULT_SAFETY_GUIDANCE;
    expect(sent.contacts.map((contact) => contact.phone)).toEqual(['911', '+18005550199']);
    expect(sent.message).toBe(DEFAULT_SAFETY_GUIDANCE.message);
  });

  it('shows problems beside their fields and sends nothing until they are fixed', async () => {
    const api = serve(({ body }) => ({ data: body }));
    render(withQueryClient(<SafetyGuidanceEditor />));
    await userEvent.clear(await screen.findByLabelText('Guidance shown with every safety event'));
    await userEvent.clear(screen.getByLabelText('Number 1'));
    await userEvent.type(screen.getByLabelText('Number 1'), '9-1-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save guidance' }));
    const message = screen.getByLabelText('Guidance shown with every safety event');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${message.id}-error`)?.textContent).toBe('Required');
    const phone = screen.getByLabelText('Number 1');
    expect(document.getElementById(`${phone.id}-error`)?.textContent).toBe(
      'Use digits only, optionally starting with +',
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("puts the API's field problems beside the same fields", async () => {
    serve(() => ({
      status: 422,
      code: 'error.validation',
      message: 'Some fields are not valid.',
      fields: [{ path: 'contacts.0.label', message: 'Too long for the API' }],
    }));
    render(withQueryClient(<SafetyGuidanceEditor />));
    await userEvent.click(await screen.findByRole('button', { name: 'Save guidance' }));
    const label = screen.getByLabelText('Name of number 1');
    expect((await screen.findByText('Too long for the API')).id).toBe(`${label.id}-error`);
  });
});
