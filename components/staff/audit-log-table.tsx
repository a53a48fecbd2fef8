'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { ListTime } from '@/components/ui/local-time';
import { AUDIT_LOG_PAGE_SIZE } from '@/lib/client/staff/queries';
import { useAuditLog } from '@/lib/client/staff/use-staff-data';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

/** Who did what to which patient, when, with which service request ids; filterable. */
export function AuditLogTable() {
  const [filters, setFilters] = useState({ action: '', patientId: '' });
  const [page, setPage] = useState(1);
  const query = useAuditLog({ ...filters, page, size: AUDIT_LOG_PAGE_SIZE });
  const zone = useDisplayTimeZone();
  const set = (name: keyof typeof filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [name]: event.target.value.trim() }));
    setPage(1);
  };
  return (
    <>
      <div className={styles.filters} role="search">
        <Field
          label="Action"
          hint="For example patient.appointment.cancel"
          value={filters.action}
          onChange={set('action')}
        />
        <Field label="Patient id" value={filters.patientId} onChange={set('patientId')} />
      </div>
      <QueryState query={query} headingLevel={3} what="the audit log">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No entries match" text="Change or clear the filters." />
          ) : (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.meta}>Newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Staff member</th>
                      <th scope="col">Action</th>
                      <th scope="col">Patient</th>
                      <th scope="col">Detail</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <ListTime instant={row.at} timeZone={zone} />
                        </td>
                        <td>{row.staffEmail}</td>
                        <td className={styles.mono}>{row.action}</td>
                        <td className={styles.mono}>{row.patientAccountId ?? '—'}</td>
                        <td className={styles.mono}>{JSON.stringify(row.detail)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={styles.row}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={!data.hasPrev}
                  onClick={() => setPage(page - 1)}
                >
                  Previous page
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={!data.hasNext}
                  onClick={() => setPage(page + 1)}
                >
                  Next page
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
    </>
  );
}
