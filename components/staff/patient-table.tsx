'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { ListTime } from '@/components/ui/local-time';
import { countOf } from '@/lib/client/count-of';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { PATIENTS_PAGE_SIZE } from '@/lib/client/staff/queries';
import { usePatients } from '@/lib/client/staff/use-staff-data';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

/** The organization's patients, searchable by name or e-mail, paged. */
export function PatientTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = usePatients({ q: search.trim(), page, size: PATIENTS_PAGE_SIZE });
  const zone = useDisplayTimeZone();
  return (
    <>
      <div className={styles.filters} role="search">
        <Field
          label="Search patients"
          hint="Part of a name or e-mail address"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryState query={query} headingLevel={3} what="patients">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title="No patients found"
              text={search ? 'Try another name or e-mail.' : 'No patient has registered yet.'}
            />
          ) : (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.meta}>
                    {countOf(data.total, 'patient')} · page {data.page} of {Math.max(1, data.pages)}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">E-mail</th>
                      <th scope="col">Created</th>
                      <th scope="col">Last activity</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((patient) => (
                      <tr key={patient.id}>
                        <td>
                          <Link href={`/staff/patients/${patient.id}`}>
                            {[patient.firstName, patient.lastName].filter(Boolean).join(' ') ||
                              'No name on file'}
                          </Link>
                        </td>
                        <td>{patient.email}</td>
                        <td>
                          <ListTime instant={patient.createdAt} timeZone={zone} />
                        </td>
                        <td>
                          {patient.lastActivityAt ? (
                            <ListTime instant={patient.lastActivityAt} timeZone={zone} />
                          ) : (
                            'None recorded'
                          )}
                        </td>
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
