import type { HealthBucket } from '@/lib/contract/bff';
import { countOf } from '@/lib/client/count-of';
import styles from './staff.module.css';

const WIDTH = 480;
const HEIGHT = 120;

/** Calls per five minutes over the last hour, failures stacked in the danger colour. */
export function HealthChart({ buckets }: { buckets: HealthBucket[] }) {
  const most = Math.max(1, ...buckets.map((bucket) => bucket.calls));
  const barWidth = WIDTH / buckets.length;
  const failed = buckets.reduce((sum, bucket) => sum + bucket.failed, 0);
  const total = buckets.reduce((sum, bucket) => sum + bucket.calls, 0);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`}
      role="img"
      aria-label={`Calls per five minutes over the last hour: ${countOf(total, 'call')}, ${failed} failed, at most ${most} in five minutes.`}
    >
      {buckets.map((bucket, index) => {
        const okHeight = ((bucket.calls - bucket.failed) / most) * HEIGHT;
        const failedHeight = (bucket.failed / most) * HEIGHT;
        const x = index * barWidth + 2;
        return (
          <g key={bucket.start}>
            <rect
              className={styles.barOk}
              x={x}
              width={barWidth - 4}
              y={HEIGHT - okHeight}
              height={okHeight}
            />
            <rect
              className={styles.barFailed}
              x={x}
              width={barWidth - 4}
              y={HEIGHT - okHeight - failedHeight}
              height={failedHeight}
            />
          </g>
        );
      })}
      <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT + 1} y2={HEIGHT + 1} />
    </svg>
  );
}
