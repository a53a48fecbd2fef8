import { api, type ApiResponse, type Caller } from './http-client';

const FIRST_WAIT_MS = 100;
const LONGEST_WAIT_MS = 2_000;
const GIVE_UP_AFTER_MS = 20_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ArtifactPoll {
  /** Every status seen, in order. */
  statuses: number[];
  last: ApiResponse;
}

/** GETs the artifact while it answers 202, waiting longer each time (with jitter), within a bound. */
export async function pollArtifact(caller: Caller, artifactId: string): Promise<ArtifactPoll> {
  const statuses: number[] = [];
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  let wait = FIRST_WAIT_MS;
  for (;;) {
    const last = await api.get(`/artifacts/${encodeURIComponent(artifactId)}/`, caller);
    statuses.push(last.status);
    if (last.status !== 202 || Date.now() + wait > giveUpAt) return { statuses, last };
    await sleep(wait * (0.75 + Math.random() / 2));
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  }
}
