'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import { formatTime } from '@/lib/client/format-time';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import type { BulkExportStatusBody } from '@/lib/contract/bff';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import styles from './staff.module.css';

const POLL_MS = 1000;

/** The export's files were deleted (all downloaded, or expired): asking again will not bring them back. */
const isGone = (error: unknown) =>
  error instanceof ApiClientError && error.code === BFF_ERROR_CODES.fhirExportGone;

function Progress({ status }: { status: BulkExportStatusBody }) {
  const { processedPatients, totalPatients } = status;
  return (
    <p className={styles.row}>
      <progress value={processedPatients} max={Math.max(totalPatients, 1)} aria-label="Patients exported" />
      <span role="status">
        {status.status === 'running'
          ? `${processedPatients} of ${totalPatients} patients exported…`
          : status.status === 'done'
            ? `All ${processedPatients} patients exported.`
            : 'The export failed; start it again.'}
      </span>
    </p>
  );
}

function Files({ status }: { status: BulkExportStatusBody }) {
  const timeZone = useDisplayTimeZone();
  if (!status.manifest) return null;
  const files = [...status.manifest.output, ...status.manifest.error];
  return (
    <>
      {status.expiresAt && (
        <p className={styles.meta}>
          The files are deleted once every one has been downloaded, and at the latest at{' '}
          {formatTime(status.expiresAt, timeZone)}.
        </p>
      )}
      <ul aria-label="Exported files">
        {files.map((file) => (
          <li key={file.url}>
            <a href={file.url} download>
              {file.type}.ndjson
            </a>{' '}
            <span className={styles.meta}>
              {file.count} {file.type === 'OperationOutcome' ? 'notes on documents left out' : 'resources'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The organization as FHIR Bulk Data NDJSON: start, watch the patients go by, download each file. */
export function FhirBulkExport() {
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => apiFetch<BulkExportStatusBody>('/api/staff/fhir-export', { method: 'POST' }),
    onSuccess: (status) => setJobId(status.id),
  });
  const progress = useQuery({
    queryKey: ['staff', 'fhir-export', jobId],
    enabled: jobId !== null,
    queryFn: () => apiFetch<BulkExportStatusBody>(`/api/staff/fhir-export/${jobId}`),
    refetchInterval: (query) =>
      !isGone(query.state.error) && (query.state.data?.status === 'running' || !query.state.data)
        ? POLL_MS
        : false,
    retry: (failures, failure) => !isGone(failure) && failures < 3,
  });
  const gone = isGone(progress.error);
  const status = gone ? undefined : (progress.data ?? start.data);
  const error = [start.error, progress.error].find((candidate) => candidate instanceof ApiClientError);
  return (
    <section className={styles.card} aria-labelledby="bulk-export-heading">
      <h2 id="bulk-export-heading">Whole organization (FHIR Bulk Data)</h2>
      <p>
        One NDJSON file per resource type (Patient, Encounter, Composition, DocumentReference, Provenance,
        Appointment, Flag, Organization, Device), the format an EHR&apos;s Bulk Data import reads.
      </p>
      <Button onClick={() => start.mutate()} disabled={start.isPending || status?.status === 'running'}>
        {status ? 'Export again' : 'Export the organization'}
      </Button>
      {status && <Progress status={status} />}
      {status && <Files status={status} />}
      {error &&
        (gone ? (
          <ErrorState
            title="This export's files are gone"
            message={error.message}
            nextStep="Export the organization again to download them."
            requestId={error.requestId}
          />
        ) : (
          <ErrorState message={error.message} requestId={error.requestId} onRetry={() => start.mutate()} />
        ))}
    </section>
  );
}
