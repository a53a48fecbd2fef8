'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** The page's h1, focused when the page opens so that a screen reader starts reading from it. */
export function PageTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
