'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import type { FaultSettings } from '@/lib/contract/bff';
import { countOf } from '@/lib/client/count-of';
import { useFaults } from '@/lib/client/staff/use-staff-data';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

const SWITCHES: Array<{
  key: 'rateLimitStreams' | 'idempotencyUnavailable' | 'artifactFailure';
  label: string;
}> = [
  { key: 'rateLimitStreams', label: 'Rate-limit every chat turn' },
  { key: 'idempotencyUnavailable', label: 'Idempotency store down' },
  { key: 'artifactFailure', label: 'Document generation fails' },
];

/** The embedded service's fault knobs, to watch the app under faults. */
export function FaultPanel() {
  const queryClient = useQueryClient();
  const query = useFaults();
  const change = useMutation({
    mutationFn: (changes: Partial<FaultSettings> | null) =>
      apiFetch<FaultSettings>(
        '/api/staff/faults',
        changes ? { method: 'PUT', body: changes } : { method: 'DELETE' },
      ),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.staff.faults, settings),
  });
  const error = change.error instanceof ApiClientError ? change.error : null;
  return (
    <QueryState query={query} headingLevel={3} what="the fault settings">
      {(settings) => (
        <>
          <fieldset className={styles.card}>
            <legend>Faults in force</legend>
            {SWITCHES.map(({ key, label }) => (
              <label key={key} className={styles.row}>
                <input
                  type="checkbox"
                  checked={settings[key]}
                  disabled={change.isPending}
                  onChange={(event) => change.mutate({ [key]: event.target.checked })}
                />
                {label}
              </label>
            ))}
            <label className={styles.row}>
              Added latency
              <select
                value={settings.latencyMs}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ latencyMs: Number(event.target.value) })}
              >
                {[0, 200, 1000, 3000].map((ms) => (
                  <option key={ms} value={ms}>{`${ms} ms`}</option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              Pause between reply chunks
              <select
                value={settings.streamDelayMs}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ streamDelayMs: Number(event.target.value) })}
              >
                {[0, 300, 1000].map((ms) => (
                  <option key={ms} value={ms}>{`${ms} ms`}</option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              Share of reads answered 503
              <select
                value={settings.readErrorRate}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ readErrorRate: Number(event.target.value) })}
              >
                {[0, 0.1, 0.3, 1].map((rate) => (
                  <option key={rate} value={rate}>{`${rate * 100} %`}</option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              Cut chat streams after
              <select
                value={settings.cutStreamAfterEvents ?? ''}
                disabled={change.isPending}
                onChange={(event) =>
                  change.mutate({
                    cutStreamAfterEvents: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">Never</option>
                {[2, 5, 10].map((count) => (
                  <option key={count} value={count}>{countOf(count, 'event')}</option>
                ))}
              </select>
            </label>
          </fieldset>
          {error ? (
            <ErrorState
              title="Not changed"
              message={error.message}
              requestId={error.requestId}
              headingLevel={3}
            />
          ) : null}
          <Button
            variant="secondary"
            busy={change.isPending}
            busyLabel="Working…"
            onClick={() => change.mutate(null)}
          >
            Turn every fault off
          </Button>
        </>
      )}
    </QueryState>
  );
}
