'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueueAlerts } from '@/lib/client/staff/use-queue-alerts';
import { useWorkQueue } from '@/lib/client/staff/use-work-queue';
import { useWorkQueueLive, type LiveStatus } from '@/lib/client/staff/use-work-queue-live';

interface LiveQueue {
  enabled: boolean;
  /** Open items, once read; safety events among them. */
  counts: { open: number; safety: number } | null;
  status: LiveStatus;
  alerts: ReturnType<typeof useQueueAlerts>;
}

const LiveQueueContext = createContext<LiveQueue | null>(null);

/** The console's live queue; null outside one (a component rendered on its own). */
export function useLiveQueue(): LiveQueue | null {
  return useContext(LiveQueueContext);
}

const COUNT_PREFIX = /^\(\d+\) /;

/** "(3) Patients – …": the open items in the tab's title, kept there as pages change their titles. */
function useTitleCount(count: number | undefined) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, '');
      const next = count ? `(${count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}

/**
 * The console's one live connection to the work queue, for every page (ADR 0094): counts in the nav and
 * the title, the alerts, and the queue page's status line read it. A page reached from another site reads
 * nothing until the staff member moves on from it (ADR 0079).
 */
export function WorkQueueLive({ held, children }: { held: boolean; children: ReactNode }) {
  const pathname = usePathname();
  const [arrivedAt] = useState(pathname);
  const enabled = !held || pathname !== arrivedAt;
  const alerts = useQueueAlerts();
  const status = useWorkQueueLive(alerts.alert, enabled);
  const queue = useWorkQueue({ enabled });
  const items = queue.data?.items;
  const counts = items
    ? { open: items.length, safety: items.filter((item) => item.section === 'safety').length }
    : null;
  useTitleCount(counts?.open);
  return (
    <LiveQueueContext.Provider value={{ enabled, counts, status, alerts }}>
      {children}
    </LiveQueueContext.Provider>
  );
}
