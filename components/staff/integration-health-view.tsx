'use client';

import { useIntegrationHealth } from '@/lib/client/staff/use-staff-data';
import { HealthChart } from './health-chart';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

const ms = (value: number | null) => (value === null ? 'No calls' : `${value} ms`);

export function IntegrationHealthView() {
  const query = useIntegrationHealth();
  return (
    <QueryState query={query} headingLevel={3} what="integration health">
      {(health) => (
        <>
          <dl className={styles.definition}>
            <dt>Mode</dt>
            <dd>{health.mode === 'embedded' ? 'Embedded (the service runs inside this app)' : 'Remote'}</dd>
            <dt>Service base URL</dt>
            <dd className={styles.mono}>{health.baseUrl}</dd>
            <dt>Calls, last hour</dt>
            <dd>{health.calls}</dd>
            <dt>Error rate</dt>
            <dd>
              {health.errorRate === null
                ? 'No calls'
                : `${(health.errorRate * 100).toFixed(1)} % (${health.failed} failed)`}
            </dd>
            <dt>Latency p50 / p95 / p99</dt>
            <dd>
              {ms(health.latency.p50)} / {ms(health.latency.p95)} / {ms(health.latency.p99)}
            </dd>
          </dl>
          <h2>Calls per five minutes</h2>
          <HealthChart buckets={health.buckets} />
        </>
      )}
    </QueryState>
  );
}
