'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/contract/pharmacy-values';
import { StateSelect } from '@/components/booking/state-select';
import styles from './pharmacy.module.css';

export interface PharmacySearchFormProps {
  onSearch: (search: { searchTerm: string; state?: string }) => void;
  onUseLocation: () => void;
  locating: boolean;
  /** "Near 742 Evergreen Terrace": offered when an address with a ZIP code is on file. */
  homeZip?: string | null;
  onSearchNearHome: () => void;
}

/** By name, city or ZIP code (a ZIP means "near here"), with an optional state and the browser's location. */
export function PharmacySearchForm({
  onSearch,
  onUseLocation,
  locating,
  homeZip,
  onSearchNearHome,
}: PharmacySearchFormProps) {
  const [term, setTerm] = useState('');
  const [state, setState] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ searchTerm: term.trim(), state: state || undefined });
  };
  return (
    <form className={styles.stack} onSubmit={submit} role="search" aria-label="Pharmacies">
      <div className={styles.form}>
        <Field
          label="Name, city or ZIP code"
          name="searchTerm"
          value={term}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          onChange={(event) => setTerm(event.target.value)}
          hint="A ZIP code lists the pharmacies nearest to it."
        />
        <StateSelect label="State" value={state} onChange={setState} placeholder="Any state" />
        <Button type="submit">Search</Button>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onUseLocation} busy={locating} busyLabel="Finding your location">
          Use my location
        </Button>
        {homeZip ? (
          <Button variant="secondary" onClick={onSearchNearHome}>
            Near my address ({homeZip})
          </Button>
        ) : null}
      </div>
    </form>
  );
}
