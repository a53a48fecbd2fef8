import { getInstruments } from './instruments';

/** Counts one more relayed stream open; the function returned counts it closed, once however often called. */
export function countOpenRelayStream(): () => void {
  const { openRelayStreams } = getInstruments();
  openRelayStreams.add(1);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openRelayStreams.add(-1);
  };
}
