'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * Every link within the app. Next.js prefetches a link's route as soon as the link is on screen; on a page
 * with a navigation bar that is every route of the bar, each fetched twice (its tree, then its segments)
 * and rendered by the server while the phone is still starting the page: up to twenty requests on a staff
 * page, competing with the page's own start-up for the network and the CPU. This link prefetches when the
 * visitor shows they may follow it instead: a pointer over it, a finger down on it, keyboard focus. That
 * is still before the click, which is all a dynamic route's prefetch (its layouts and loading state) buys.
 * `prefetch={false}` still turns prefetching off altogether.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : prefetch}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
