import { Link, type LinkProps } from './link';
import { classNames } from './class-names';
import styles from './button.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'medium' | 'small';
}

/** A link that looks like a button: it goes somewhere rather than doing something. */
export function ButtonLink({ variant = 'primary', size = 'medium', className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={classNames(styles.button, styles[variant], size === 'small' && styles.small, className)}
      {...props}
    />
  );
}
