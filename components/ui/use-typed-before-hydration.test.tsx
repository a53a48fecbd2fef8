// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field, SelectField, TextAreaField } from './field';

afterEach(cleanup);

/** A controlled form as the app's are, which shows its state so that a test can read it. */
function DetailsForm({ onChange }: { onChange?: () => void }) {
  const [values, setValues] = useState({ email: '', password: '', note: '', state: 'IL' });
  const bind = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      onChange?.();
      // Read when the update is applied, as the app's forms do (use-account-form.ts).
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return (
    <form>
      <Field label="E-mail" {...bind('email')} />
      <Field label="Password" type="password" {...bind('password')} />
      <TextAreaField label="Note" {...bind('note')} />
      <SelectField label="State" {...bind('state')}>
        <option value="IL">Illinois</option>
        <option value="CA">California</option>
      </SelectField>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const control = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(id ?? '')}`)!;
};

describe('what was typed before the page became interactive', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    document.body.replaceChildren();
  });

  it('stays, and is in the form’s state, when the person goes on typing elsewhere', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DetailsForm />);
    document.body.append(container);
    // Typed into the server's HTML before the script ran. (A textarea is left to the end-to-end test:
    // happy-dom empties one that React hydrates, where a browser keeps what was typed.)
    control(container, 'E-mail').value = 'moe@example.com';
    (control(container, 'State') as unknown as HTMLSelectElement).value = 'CA';

    await act(async () => {
      root = hydrateRoot(container, <DetailsForm />);
    });
    // What was typed is reported as a keystroke would be, once the page's own work is done.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await userEvent.type(control(container, 'Password'), 'duff');

    expect(control(container, 'E-mail').value).toBe('moe@example.com');
    expect((control(container, 'State') as unknown as HTMLSelectElement).value).toBe('CA');
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      email: 'moe@example.com',
      password: 'duff',
      note: '',
      state: 'CA',
    });
  });

  it('leaves a form mounted in the browser alone', () => {
    const onChange = vi.fn();
    render(<DetailsForm onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });
});
