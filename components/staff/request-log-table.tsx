'use client';

import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, SelectField } from '@/components/ui/field';
import { LocalTime } from '@/components/ui/local-time';
import { useRequestLog } from '@/lib/client/staff/use-staff-data';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { CopyButton } from './copy-button';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

/** The service calls, filtered by status, path template, patient and X-Request-ID. */
export function RequestLogTable() {
  const [filters, setFilters] = useState({ status: '', pathTemplate: '', patientId: '', requestId: '' });
  const query = useRequestLog(filters);
  const zone = useDisplayTimeZone();
  const set = (name: keyof typeof filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value.trim() }));
  return (
    <>
      <div className={styles.filters} role="search">
        <Field label="Status" hint="404, 5xx or failed" value={filters.status} onChange={set('status')} />
        <SelectField label="Path template" value={filters.pathTemplate} onChange={set('pathTemplate')}>
          <option value="">Any</option>
          {(query.data?.pathTemplates ?? []).map((template) => (
            <option key={template} value={template}>
              {template}
            </option>
          ))}
        </SelectField>
        <Field label="Patient id" value={filters.patientId} onChange={set('patientId')} />
        <Field label="Request id" value={filters.requestId} onChange={set('requestId')} />
      </div>
      <QueryState query={query} headingLevel={3} what="the request log">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No calls match" text="Change or clear the filters." />
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.meta}>Newest first, at most 100 calls</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Call</th>
                    <th scope="col">Status</th>
                    <th scope="col">Latency</th>
                    <th scope="col">Request id</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <LocalTime instant={row.at} timeZone={zone} show="time" />
                      </td>
                      <td className={styles.mono}>
                        {row.method} {row.pathTemplate}
                      </td>
                      <td>
                        {row.status || 'no answer'}{' '}
                        {row.outcome === 'ok' ? '' : `(${row.outcome.replace('_', ' ')})`}
                        {row.attempt > 1 ? `, attempt ${row.attempt}` : ''}
                      </td>
                      <td>{row.durationMs} ms</td>
                      <td>
                        {row.requestId ? (
                          <span className={styles.row}>
                            <span className={styles.mono}>{row.requestId}</span>
                            <CopyButton text={row.requestId} label={`request id ${row.requestId}`} />
                          </span>
                        ) : (
                          'None'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
