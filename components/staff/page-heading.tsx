'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** The page's h1, focused after navigation so that a screen reader starts at the new page. */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
