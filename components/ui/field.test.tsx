// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy } from '@/testing/client/described-by';
import { Field, focusFirstInvalid, SelectField, TextAreaField } from './field';

afterEach(cleanup);

describe('Field', () => {
  it('labels the input and describes it with its hint', async () => {
    render(<Field label="Email" type="email" autoComplete="email" hint="We send the booking here." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(input)).toEqual(['We send the booking here.']);
    await userEvent.type(input, 'a@b.example');
    expect(input).toHaveProperty('value', 'a@b.example');
  });

  it('marks an error invalid and reads it first', () => {
    render(
      <Field
        label="Phone"
        hint="US numbers only"
        error="Enter a 10-digit phone number"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(describedBy(input).slice(0, 2)).toEqual(['Enter a 10-digit phone number', 'US numbers only']);
  });

  it('says when a field is optional and keeps a given id', () => {
    render(<Field label="Address line 2" optional id="line2" />);
    expect(screen.getByLabelText('Address line 2 (optional)').id).toBe('line2');
  });

  it('forwards refs, for textarea and select too', () => {
    const input = createRef<HTMLInputElement>();
    const textarea = createRef<HTMLTextAreaElement>();
    const select = createRef<HTMLSelectElement>();
    render(
      <>
        <Field ref={input} label="First name" />
        <TextAreaField ref={textarea} label="Notes" error="Too long" />
        <SelectField ref={select} label="State" defaultValue="IL">
          <option value="IL">Illinois</option>
          <option value="TX">Texas</option>
        </SelectField>
      </>,
    );
    expect(input.current).toBe(screen.getByLabelText('First name'));
    expect(textarea.current).toBe(screen.getByLabelText('Notes'));
    expect(textarea.current?.getAttribute('aria-invalid')).toBe('true');
    expect(select.current).toBe(screen.getByRole('combobox', { name: 'State' }));
    expect(select.current?.value).toBe('IL');
  });

  it('lets a form focus its first invalid field', () => {
    const { container } = render(
      <form>
        <Field label="First name" />
        <Field label="Date of birth" error="You must be 18 or older" />
        <Field label="Phone" error="Enter a phone number" />
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Date of birth'));
    cleanup();
    const clean = render(<Field label="Fine" />);
    expect(focusFirstInvalid(clean.container)).toBe(false);
  });
});
