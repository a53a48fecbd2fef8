import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import styles from './home.module.css';

/** What the service is, for someone who is not signed in. */
export function SignedOutHome() {
  return (
    <main id="main" className="page">
      <div className={styles.hero}>
        <PageHeading>See a clinician without the waiting room</PageHeading>
        <p className={styles.lead}>
          Tell our clinical assistant what is bothering you, any time of day, and get a clear summary of your
          chat for you and your clinician.
        </p>
        <p className={styles.lead}>
          When you need more, book a visit with a clinician and send prescriptions to the pharmacy you choose.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/register">Start a chat</ButtonLink>
          <ButtonLink href="/sign-in" variant="secondary">
            Sign in
          </ButtonLink>
        </div>
        <p className={styles.staff}>
          Clinic staff: <Link href="/staff/sign-in">sign in to the staff dashboard</Link>
        </p>
      </div>
    </main>
  );
}
