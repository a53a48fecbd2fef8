import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error';
import { missingFieldErrors, toFormErrors } from './form-errors';

const FIELDS = ['email', 'phoneNumber', 'dateOfBirth'] as const;

function validation(fields: Array<{ path: string; message: string }>) {
  return new ApiClientError({
    status: 422,
    code: 'error.validation',
    message: 'Some of the details are not valid.',
    data: { fields },
    requestId: 'req-1',
  });
}

describe('toFormErrors', () => {
  it('puts each issue beside its field, the first message of a field only', () => {
    const errors = toFormErrors(
      validation([
        { path: 'dateOfBirth', message: 'Age must be from 18 through 120 years' },
        { path: 'phoneNumber', message: 'Must be a phone number' },
        { path: 'phoneNumber', message: 'A second complaint' },
      ]),
      FIELDS,
    );
    expect(errors).toEqual({
      fields: { dateOfBirth: 'Age must be from 18 through 120 years', phoneNumber: 'Must be a phone number' },
      form: null,
    });
  });

  it('says an issue on a field the form does not show at the top, with the reference', () => {
    const errors = toFormErrors(validation([{ path: 'nickname', message: 'Unknown field' }]), FIELDS);
    expect(errors.fields).toEqual({});
    expect(errors.form).toEqual({
      code: 'error.validation',
      message: 'Some of the details are not valid. Unknown field',
      requestId: 'req-1',
    });
  });

  it('keeps a failure about no field, such as an existing account, as the form message with its code', () => {
    const exists = new ApiClientError({
      status: 400,
      code: 'error.account.exists',
      message: 'An account could not be created with these details.',
      requestId: 'req-2',
    });
    expect(toFormErrors(exists, FIELDS)).toEqual({
      fields: {},
      form: { code: 'error.account.exists', message: exists.message, requestId: 'req-2' },
    });
  });

  it('turns anything else into a general message', () => {
    expect(toFormErrors(new TypeError('x'), FIELDS).form?.message).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('missingFieldErrors', () => {
  it('names only the fields left empty or blank', () => {
    expect(
      missingFieldErrors(
        { email: ' ', phoneNumber: '555', dateOfBirth: '' },
        { email: 'Enter your e-mail', phoneNumber: 'Enter a phone', dateOfBirth: 'Enter a date' },
      ),
    ).toEqual({ email: 'Enter your e-mail', dateOfBirth: 'Enter a date' });
  });
});
