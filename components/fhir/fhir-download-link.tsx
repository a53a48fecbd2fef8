import type { ReactNode } from 'react';
import { classNames } from '@/components/ui/class-names';
import buttonStyles from '@/components/ui/button.module.css';

/**
 * A FHIR export as a plain download link: the route answers with `Content-Disposition: attachment`, so it
 * works without JavaScript and the browser's own download shows its progress.
 */
export function FhirDownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className={classNames(buttonStyles.button, buttonStyles.secondary, buttonStyles.small)}
    >
      {children}
    </a>
  );
}
