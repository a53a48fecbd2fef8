'use client';

import { useEffect, useRef, type ReactNode } from 'react';

export interface PageHeadingProps {
  children: ReactNode;
  className?: string;
}

/**
 * The page's h1, focused when the page mounts: after a client-side navigation a screen reader starts
 * reading at the new page and the keyboard's next Tab continues from its top.
 */
export function PageHeading({ children, className }: PageHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
