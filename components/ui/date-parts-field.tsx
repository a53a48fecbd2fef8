'use client';

import { useId, type ReactNode } from 'react';
import { joinDateParts, splitDateParts, type DateParts } from '@/lib/client/date-parts';
import { classNames } from './class-names';
import { describedByIds } from './field';
import fieldStyles from './field.module.css';
import styles from './date-parts-field.module.css';

const PARTS = [
  { part: 'day', label: 'Day', maxLength: 2 },
  { part: 'month', label: 'Month', maxLength: 2 },
  { part: 'year', label: 'Year', maxLength: 4 },
] as const satisfies ReadonlyArray<{ part: keyof DateParts; label: string; maxLength: number }>;

export interface DatePartsFieldProps {
  legend: ReactNode;
  /** Shown under the legend: say the order, with an example. */
  hint?: ReactNode;
  /** The date's error in words; marks every part invalid. */
  error?: ReactNode;
  name: string;
  /** As `lib/client/date-parts` keeps it: '' when nothing was typed. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** A date the person knows by heart ('bday' for a date of birth) is filled from its autocomplete parts. */
  autoComplete?: 'bday';
}

/**
 * A date someone knows without a calendar (a date of birth) as three number boxes, day, month and year,
 * in a group named by its legend. Not `<input type="date">`: scrolling a picker back decades is slow on a
 * phone, and the browser's date control is costly to build when the page starts.
 */
export function DatePartsField({
  legend,
  hint,
  error,
  name,
  value,
  onChange,
  autoComplete,
}: DatePartsFieldProps) {
  const id = useId();
  const parts = splitDateParts(value);
  const describedBy = describedByIds(id, { error, hint });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={classNames(fieldStyles.label, styles.legend)}>{legend}</legend>
      {hint ? (
        <p className={fieldStyles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className={styles.parts}>
        {PARTS.map(({ part, label, maxLength }) => (
          <div key={part} className={styles.part}>
            <label className={styles.partLabel} htmlFor={`${id}-${part}`}>
              {label}
            </label>
            <input
              id={`${id}-${part}`}
              name={`${name}-${part}`}
              className={classNames(fieldStyles.control, styles[part])}
              inputMode="numeric"
              maxLength={maxLength}
              autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
              value={parts[part]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) =>
                onChange({
                  target: {
                    value: joinDateParts({ ...parts, [part]: event.target.value.replace(/\D/g, '') }),
                  },
                })
              }
            />
          </div>
        ))}
      </div>
      {error ? (
        <p className={classNames(fieldStyles.error, styles.error)} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
