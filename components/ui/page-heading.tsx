'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Focuses `target` once, in the frame after it mounts. Focusing moves the caret, so the browser lays the page
 * out first: called among the effects of a page's first render, that layout of a just-hydrated page ran
 * inside hydration's task (about 50 ms of it at a phone's speed). In an animation frame it joins the layout
 * the browser does for that frame anyway.
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => target.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [target]);
}

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
  useFocusOnArrival(heading);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
