import { SelectField } from '@/components/ui/field';
import { US_STATES, US_STATE_CODES } from '@/lib/contract/us-states';

/** The 50 states and DC, by name. */
export function StateSelect({
  label = 'State',
  value,
  onChange,
  error,
  hint,
  name = 'state',
  placeholder,
}: {
  label?: string;
  value: string;
  onChange: (state: string) => void;
  error?: string;
  hint?: string;
  name?: string;
  placeholder?: string;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      autoComplete="address-level1"
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {US_STATE_CODES.map((code) => (
        <option key={code} value={code}>
          {US_STATES[code]}
        </option>
      ))}
    </SelectField>
  );
}
