'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

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
    if (!atBottomRef.current) return;
    const toBottom = () => window.scrollTo({ top: document.documentElement.scrollHeight });
    toBottom();
    // Entries laid out lazily (`content-visibility: auto`) get their real height a frame or two after they
    // come into view, which moves the bottom: follow it for a few frames (too short for a reader to have
    // scrolled away), then say where the page is.
    let frames = 0;
    requestAnimationFrame(function again() {
      toBottom();
      frames += 1;
      if (frames < 4) {
        requestAnimationFrame(again);
        return;
      }
      atBottomRef.current = pageIsAtBottom();
      setAtBottom(atBottomRef.current);
    });
  }, []);
  return { atBottom, jumpToLatest, follow };
}

/**
 * Keeps what the reader sees in place while older messages are added above it: the first entry of the
 * list still in view is put back where it was. Entries laid out lazily (`content-visibility: auto`) get
 * their real height only when they come near the view, a frame or two later, so the position is put
 * back after the next few frames as well.
 */
export function useKeepPositionWhilePrepending(prependKey: unknown, list: RefObject<HTMLElement | null>) {
  const before = useRef<{ anchor: Element; top: number } | null>(null);
  const remember = useCallback(() => {
    const anchor = [...(list.current?.children ?? [])].find((item) => item.getBoundingClientRect().bottom > 0);
    before.current = anchor ? { anchor, top: anchor.getBoundingClientRect().top } : null;
  }, [list]);
  useLayoutEffect(() => {
    const saved = before.current;
    if (!saved) return;
    before.current = null;
    const restore = () => {
      const moved = saved.anchor.getBoundingClientRect().top - saved.top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    };
    restore();
    let frames = 0;
    let frame = requestAnimationFrame(function again() {
      restore();
      frames += 1;
      if (frames < 4) frame = requestAnimationFrame(again);
    });
    return () => cancelAnimationFrame(frame);
  }, [prependKey]);
  return remember;
}
