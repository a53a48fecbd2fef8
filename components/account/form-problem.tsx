import type { ReactNode, Ref } from 'react';
import { Notice } from '@/components/ui/notice';
import { RequestReference } from '@/components/ui/request-reference';
import type { FormProblem as Problem } from '@/lib/client/form-errors';
import styles from './account-form.module.css';

export interface FormProblemProps {
  problem: Problem | null;
  /** Focused when the problem is about no single field. */
  focusRef: Ref<HTMLDivElement>;
  /** What to do about it, such as a link to sign in instead. */
  action?: ReactNode;
}

/** The one message at the top of a form for a failure that belongs to no field. */
export function FormProblem({ problem, focusRef, action }: FormProblemProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.problem}>
      {problem ? (
        <Notice tone="danger" role="alert" title="That did not work">
          <p>{problem.message}</p>
          {action}
          <RequestReference requestId={problem.requestId} />
        </Notice>
      ) : null}
    </div>
  );
}
