'use client';

import { useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import type { Pharmacy, PharmacySearchBodyInput } from '@/lib/contract';
import { ERROR_CODES } from '@/lib/contract/error-codes';
import { isUsStateCode } from '@/lib/contract/us-states';
import { ApiClientError } from '@/lib/client/api';
import { useAddress } from '@/lib/client/profile/use-address';
import { useGeolocation } from '@/lib/client/pharmacy/use-geolocation';
import {
  usePharmacySearch,
  usePreferredPharmacy,
  useSetPreferredPharmacy,
} from '@/lib/client/pharmacy/use-pharmacy';
import { ActionError } from '@/components/booking/action-error';
import { QueryError } from '@/components/ui/query-state';
import { PharmacyList } from './pharmacy-list';
import { PharmacySearchForm } from './pharmacy-search-form';
import { PreferredPharmacyCard } from './preferred-pharmacy-card';
import styles from './pharmacy.module.css';

type Mode =
  { kind: 'text'; body: PharmacySearchBodyInput; title: string } | { kind: 'location'; state?: string };

const FIELD_NAMES: Record<string, string> = {
  dateOfBirth: 'date of birth',
  sex: 'sex',
  firstName: 'first name',
  lastName: 'last name',
};

export function PharmacyFinder() {
  const [mode, setMode] = useState<Mode | null>(null);
  const geo = useGeolocation();
  const address = useAddress();
  const preferred = usePreferredPharmacy();
  const setPreferred = useSetPreferredPharmacy();
  const keys = useRef(new Map<string, string>());
  const located = geo.state.status === 'located' ? geo.state : null;
  const search: PharmacySearchBodyInput | null =
    mode?.kind === 'text'
      ? mode.body
      : mode?.kind === 'location' && located
        ? { searchTerm: '', latitude: located.latitude, longitude: located.longitude }
        : null;
  const results = usePharmacySearch(search);
  const homeZip = address.data?.postalCode ?? null;

  const choose = (pharmacy: Pharmacy) => {
    // One key per attempt to choose this pharmacy, kept for its retries.
    const idempotencyKey = keys.current.get(pharmacy.ncpdpId) ?? crypto.randomUUID();
    keys.current.set(pharmacy.ncpdpId, idempotencyKey);
    setPreferred.mutate(
      { pharmacy, idempotencyKey },
      { onSuccess: () => keys.current.delete(pharmacy.ncpdpId) },
    );
  };
  const failure = setPreferred.error;
  const missing =
    failure instanceof ApiClientError && failure.code === ERROR_CODES.pharmacyPrerequisites
      ? (failure.missingPrerequisites ?? [])
      : null;
  const title =
    mode?.kind === 'location' ? 'Pharmacies near you' : mode?.kind === 'text' ? mode.title : 'Results';

  return (
    <div className={styles.stack}>
      <PreferredPharmacyCard />
      <PharmacySearchForm
        onSearch={({ searchTerm, state }) => {
          const body = { searchTerm, state: isUsStateCode(state) ? state : undefined };
          setMode({
            kind: 'text',
            body,
            title: searchTerm ? `Pharmacies for “${searchTerm}”` : 'Pharmacies',
          });
        }}
        onUseLocation={() => {
          setMode({ kind: 'location' });
          geo.locate();
        }}
        locating={geo.state.status === 'locating'}
        homeZip={homeZip}
        onSearchNearHome={() =>
          homeZip &&
          setMode({ kind: 'text', body: { searchTerm: homeZip }, title: `Pharmacies near ${homeZip}` })
        }
      />
      {geo.state.status === 'failed' && mode?.kind === 'location' ? (
        <Notice tone="info" role="status">
          {geo.state.message}
        </Notice>
      ) : null}
      {missing ? (
        <Notice tone="warning" role="alert" title="A few details are needed first">
          <p>
            To choose a pharmacy, your {missing.map((field) => FIELD_NAMES[field] ?? field).join(' and ')}{' '}
            must be on file. These are taken when the account is made and cannot be changed in this app;
            please contact support to add them.
          </p>
        </Notice>
      ) : (
        <ActionError error={failure} title="The pharmacy was not saved" />
      )}
      {setPreferred.isSuccess ? (
        <Notice tone="success" role="status">
          Saved as your preferred pharmacy.
        </Notice>
      ) : null}
      {search === null ? null : (
        <section className={styles.stack} aria-labelledby="results-title">
          <h2 id="results-title">{title}</h2>
          {results.isPending ? (
            <Skeleton label="Searching" lines={4} />
          ) : results.isError ? (
            <QueryError
              error={results.error}
              what="pharmacies"
              title="The search did not work"
              onRetry={() => void results.refetch()}
              headingLevel={3}
            />
          ) : results.data.length === 0 ? (
            <EmptyState
              title="No pharmacies found"
              text="Try a nearby city, a ZIP code, or another state."
              headingLevel={3}
            />
          ) : (
            <PharmacyList
              pharmacies={results.data}
              preferredId={preferred.data?.ncpdpId ?? null}
              savingId={setPreferred.isPending ? (setPreferred.variables?.pharmacy.ncpdpId ?? null) : null}
              onChoose={choose}
            />
          )}
        </section>
      )}
    </div>
  );
}
