'use client';

import { useCallback, useState } from 'react';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; latitude: number; longitude: number }
  | { status: 'failed'; message: string };

const REFUSAL_MESSAGES: Record<number, string> = {
  1: 'Location was not shared. You can still search by name, city or ZIP code.',
  2: 'Your location could not be found. You can still search by name, city or ZIP code.',
  3: 'Finding your location took too long. You can still search by name, city or ZIP code.',
};

/** The browser's position, asked for only when the person clicks; a refusal is an answer, not an error. */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({
        status: 'failed',
        message: 'This browser cannot share a location. Search by name, city or ZIP code.',
      });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'located', latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        setState({ status: 'failed', message: REFUSAL_MESSAGES[error.code] ?? REFUSAL_MESSAGES[2]! }),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);
  const forget = useCallback(() => setState({ status: 'idle' }), []);
  return { state, locate, forget };
}
