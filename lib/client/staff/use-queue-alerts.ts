'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useSyncExternalStore } from 'react';

export type AlertsState = 'unsupported' | 'off' | 'on' | 'blocked';

/** Kept per browser: a staff member who turned alerts on keeps them across reloads. */
const ALERTS_STORAGE_KEY = 'staff-queue-alerts';

function currentState(): AlertsState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission === 'granted' && window.localStorage.getItem(ALERTS_STORAGE_KEY) === 'on')
    return 'on';
  return 'off';
}

/** Two short soft tones (Web Audio, so no sound file to load); silent where audio is not allowed yet. */
export function playAlertTone(): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(context.destination);
    [0, 0.22].forEach((offset, index) => {
      const tone = context.createOscillator();
      tone.frequency.value = index === 0 ? 660 : 880;
      tone.connect(gain);
      tone.start(context.currentTime + offset);
      tone.stop(context.currentTime + offset + 0.15);
    });
    setTimeout(() => void context.close(), 1000);
  } catch {
    // A browser that refuses audio still shows the notification.
  }
}

/**
 * "Turn on alerts": asks the browser's permission once, from the button's click as browsers require.
 * With it, `alert()` raises a desktop notification and a short sound. The notification names no patient:
 * it may show on a screen others see.
 */
const CHANGED_EVENT = 'staff-queue-alerts-changed';

/** The setting changes in this tab (the buttons) or another (storage). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const changed = () => window.dispatchEvent(new Event(CHANGED_EVENT));

export function useQueueAlerts() {
  const router = useRouter();
  const state = useSyncExternalStore(subscribe, currentState, () => 'off' as AlertsState);

  const turnOn = useCallback(async () => {
    if (!('Notification' in window)) return;
    const permission = await Notification.requestPermission();
    if (permission === 'granted') window.localStorage.setItem(ALERTS_STORAGE_KEY, 'on');
    changed();
  }, []);

  const turnOff = useCallback(() => {
    window.localStorage.removeItem(ALERTS_STORAGE_KEY);
    changed();
  }, []);

  const alert = useCallback(() => {
    if (currentState() !== 'on') return;
    const notification = new Notification('New safety event', {
      body: "A patient's chat ended with a safety event. Open the work queue.",
      tag: 'staff-safety-event',
    });
    notification.onclick = () => {
      window.focus();
      router.push('/staff');
      notification.close();
    };
    playAlertTone();
  }, [router]);

  return { state, turnOn, turnOff, alert };
}
