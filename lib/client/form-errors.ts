import { ApiClientError } from './api-client-error';

/** A failure said at the top of a form, not beside one field. */
export interface FormProblem {
  code: string;
  message: string;
  requestId: string | null;
}

export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  form: FormProblem | null;
}

const NO_ERRORS = { fields: {}, form: null } as const;

/**
 * Splits a failed submission into messages beside the form's own fields and one message for the form:
 * an issue on a field the form does not show (or a failure that is about no field) is said at the top,
 * so that nothing the server said is dropped.
 */
export function toFormErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): FormErrors<Field> {
  if (!(error instanceof ApiClientError)) {
    return {
      fields: {},
      form: { code: 'error.unexpected', message: 'Something went wrong. Please try again.', requestId: null },
    };
  }
  const fields: Partial<Record<Field, string>> = {};
  const elsewhere: string[] = [];
  for (const issue of error.fields) {
    const field = formFields.find((name) => name === issue.path);
    if (field && fields[field] === undefined) fields[field] = issue.message;
    else if (!field) elsewhere.push(issue.message);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  if (hasFieldErrors && elsewhere.length === 0) return { fields, form: null };
  return {
    fields,
    form: {
      code: error.code,
      message:
        elsewhere.length > 0 && !hasFieldErrors ? `${error.message} ${elsewhere.join(' ')}` : error.message,
      requestId: error.requestId,
    },
  };
}

export function noFormErrors<Field extends string>(): FormErrors<Field> {
  return NO_ERRORS;
}

/** Messages for fields left empty, checked before anything is sent. */
export function missingFieldErrors<Field extends string>(
  values: Record<Field, string>,
  messages: Record<Field, string>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(messages) as Field[]) {
    if (values[field].trim() === '') errors[field] = messages[field];
  }
  return errors;
}
