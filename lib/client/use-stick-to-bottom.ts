'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const AT_BOTTOM_SLACK_PX = 48;

function pageIsAtBottom(): boolean {
  const { scrollY, innerHeight } = window;
  return scrollY + innerHeight >= document.documentElement.scrollHeight - AT_BOTTOM_SLACK_PX;
}

/**
 * The page follows new content only while the reader is at the bottom: scrolling up stops it, and
 * `atBottom` false is the cue for "Jump to latest". `follow` is called whenever the content grew.
 */
export function useStickToBottom() {
  const [atBottom, setAtBottom] = useState(true);
  const atBottomRef = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      const now = pageIsAtBottom();
      atBottomRef.current = now;
      setAtBottom(now);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  const jumpToLatest = useCallback(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight });
    atBottomRef.current = true;
    setAtBottom(true);
  }, []);
  const follow = useCallback(() => {
    if (atBottomRef.current) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, []);
  return { atBottom, jumpToLatest, follow };
}

/** Keeps what the reader sees in place while older messages are added above it. */
export function useKeepPositionWhilePrepending(prependKey: unknown) {
  const before = useRef<{ height: number; y: number } | null>(null);
  const remember = useCallback(() => {
    before.current = { height: document.documentElement.scrollHeight, y: window.scrollY };
  }, []);
  useLayoutEffect(() => {
    const saved = before.current;
    if (!saved) return;
    before.current = null;
    const grown = document.documentElement.scrollHeight - saved.height;
    if (grown > 0) window.scrollTo({ top: saved.y + grown });
  }, [prependKey]);
  return remember;
}
