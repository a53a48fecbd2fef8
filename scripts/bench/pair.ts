import { randomBytes } from 'node:crypto';
import { EVENT_STREAM_CONTENT_TYPE, USER_MESSAGE_EVENT_TYPE } from '@/lib/contract';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@/lib/client/csrf-header';
import { createChat, fullProfile, type BenchContext } from './fixtures';
import { timedCall, timedFetch, timedStream, timedTurn, type TimedCall } from './http';
import { registrationCodeFor } from './inbox';
import { runPool } from './pool';
import { markdownTable } from './report';
import { summarizeLatencies, type LatencySummary } from './stats';

/**
 * The BFF pair: the same reads and turns sent to the service directly and through the BFF in front of it,
 * so that each figure is the BFF's own cost. Directly and through the BFF take turns (in short rounds, and
 * turn by turn) so that a change in the machine's load falls on both sides alike: on a shared machine the
 * load moves within seconds.
 */
export interface PairSettings {
  rounds: number;
  /** Per side and round, at 8 connections. */
  throughputRequests: number;
  /** Per side and round, at 1 connection. */
  latencyRequests: number;
  /** Per side, one at a time. */
  turns: number;
  /**
   * Per side, before anything is measured: the first requests load the routes, and a Next.js server's
   * throughput goes on rising for several thousand more as V8 optimises its code (the BFF's, with more
   * code, longest). Measured before then, both servers look alike and the ratio flatters the BFF.
   */
  warmupRequests: number;
  warmupTurns: number;
  timeLimitMs: number;
}

export const DEFAULT_PAIR_SETTINGS: PairSettings = {
  rounds: 10,
  throughputRequests: 1_500,
  latencyRequests: 60,
  turns: 45,
  warmupRequests: 10_000,
  warmupTurns: 10,
  timeLimitMs: 60_000,
};

export const PAIR_CONCURRENCY = 8;

export const PAIR_GOALS = {
  /** Through the BFF over direct, in requests per second at 8 connections: at least. */
  throughputRatio: 0.8,
  /** The BFF over a bare Next.js route making the same call, req/s at 8 connections: at least. */
  throughputOverBareRoute: 0.9,
  /** Added p50 at 1 connection over that bare route, ms: at most. */
  addedOverBareRouteMs: 0.6,
  /** Added p50 at 1 connection, ms: at most. */
  addedLatencyMs: 2,
  /** Added p50 of a turn's first event, ms: at most. */
  addedFirstEventMs: 5,
} as const;

/** A signed-in patient of the BFF, and the BFF's address. */
export interface BffPatient {
  origin: string;
  cookie: string;
  serviceUserId: string;
}

export function bffHeaders(
  patient: Pick<BffPatient, 'origin'> & { cookie?: string },
  json: boolean,
): Record<string, string> {
  // What the app's own scripts send: a state-changing request without them is refused as cross-site.
  const headers: Record<string, string> = { Origin: patient.origin, [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };
  if (patient.cookie) headers.Cookie = patient.cookie;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The session cookie a response of the BFF set, as a `Cookie` header's `name=value`. */
export function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => /^(?:__Host-)?consult_session=./.test(pair));
}

/** A step of registration that must answer `status`: its response. */
async function registrationStep(origin: string, path: string, body: unknown, status: number) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: bffHeaders({ origin }, true),
    body: JSON.stringify(body),
  });
  if (response.status !== status) {
    throw new Error(`${path} answered ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return response;
}

/**
 * Registers a patient as the pages do (ADR 0088): the address, the code from the e-mail (read from the
 * benchmark's inbox), then the details through /api/auth/register, which signs them in. Reads their
 * service user id.
 */
export async function signUpThroughBff(
  context: Pick<BenchContext, 'unique'>,
  origin: string,
): Promise<BffPatient> {
  const { email, ...profile } = fullProfile(context.unique);
  await registrationStep(origin, '/api/auth/registration', { email }, 202);
  const code = await registrationCodeFor(email);
  const confirmed = await registrationStep(origin, '/api/auth/registration/confirm', { email, code }, 200);
  const state = confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => /^(?:__Host-)?consult_registration=./.test(pair));
  if (!state) throw new Error('Confirming the address set no registration cookie.');
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: bffHeaders({ origin, cookie: state }, true),
    body: JSON.stringify({ password: `quiet-harbour-${randomBytes(12).toString('hex')}`, ...profile }),
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`Registering through the BFF answered ${response.status} ${text.slice(0, 300)}`);
  }
  const session = sessionCookieOf(response);
  if (!session) throw new Error('Registering through the BFF set no session cookie.');
  const me = await fetch(`${origin}/api/users/me`, { headers: { Cookie: session } });
  const body = (await me.json()) as { data?: { id?: string } };
  if (!me.ok || !body.data?.id) throw new Error(`GET /api/users/me answered ${me.status} after registering.`);
  return { origin, cookie: session, serviceUserId: body.data.id };
}

interface SideSamples {
  count: number;
  errors: number;
  elapsedMs: number;
  latencies: number[];
}

const emptySide = (): SideSamples => ({ count: 0, errors: 0, elapsedMs: 0, latencies: [] });

async function measureInto(
  side: SideSamples,
  requests: number,
  concurrency: number,
  timeLimitMs: number,
  call: (signal: AbortSignal) => Promise<TimedCall>,
): Promise<void> {
  const run = await runPool(requests, concurrency, timeLimitMs, async (_index, signal) => {
    try {
      return await call(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return undefined;
    }
  });
  side.elapsedMs += run.elapsedMs;
  for (const result of run.completed) {
    side.count += 1;
    if (result?.ok) side.latencies.push(result.ms);
    else side.errors += 1;
  }
}

export interface PairSide {
  count: number;
  errors: number;
  throughput: number;
  latencyMs: LatencySummary;
}

function summarizeSide(side: SideSamples): PairSide {
  return {
    count: side.count,
    errors: side.errors,
    throughput: side.elapsedMs > 0 ? side.count / (side.elapsedMs / 1000) : 0,
    latencyMs: summarizeLatencies(side.latencies),
  };
}

export interface PairFigure {
  id: 'throughput' | 'latency' | 'first-event' | 'throughput-over-bare-route' | 'latency-over-bare-route';
  label: string;
  /** What the BFF is compared with: the service answering directly, or the bare route (`-over-bare-route`). */
  direct: PairSide;
  bff: PairSide;
  /** Through the BFF over direct (req/s), or the BFF's added p50 in ms. */
  value: number | null;
  goal: string;
  met: boolean;
  /**
   * CPU time per request (ms) of each server, over the measurement: the service answering directly, the
   * service behind the BFF, and the BFF. Absent where /proc is not there to read.
   */
  cpuMsPerRequest?: { serviceDirect: number; serviceBehindBff: number; bff: number };
}

/** Reads each server's CPU time so far, in ms (see processes.ts); null where it cannot. */
export interface PairCpu {
  service(): number | null;
  bff(): number | null;
}

export interface PairResult {
  settings: PairSettings;
  figures: PairFigure[];
  /** The BFF exported traces and metrics (`--tracing`); absent in results written before the option. */
  tracing?: boolean;
}

const addedP50 = (direct: PairSide, bff: PairSide) =>
  direct.latencyMs.p50 === null || bff.latencyMs.p50 === null
    ? null
    : bff.latencyMs.p50 - direct.latencyMs.p50;

/** The floor app's bare route (scripts/bench/floor/app/api/users/me) names the user from this header. */
export const BARE_ROUTE_USER_HEADER = 'X-Bench-User-Id';

export async function runPair(
  context: BenchContext,
  origin: string,
  settings: PairSettings = DEFAULT_PAIR_SETTINGS,
  {
    cpu,
    onFigure,
    bareRouteOrigin,
  }: {
    cpu?: PairCpu;
    onFigure?: (figure: PairFigure) => void;
    /** The floor app, whose bare route makes the BFF's call: measured in the same rounds when given. */
    bareRouteOrigin?: string;
  } = {},
): Promise<PairResult> {
  const { target } = context;
  const patient = await signUpThroughBff(context, origin);
  const userId = patient.serviceUserId;
  const direct = (signal: AbortSignal) => timedCall(target, 'GET', '/users/', { userId, signal });
  // As a browser does: the BFF writes the session again now and then (its idle clock, ADR 0089), and the
  // next request sends the cookie it wrote.
  const throughBff = (signal: AbortSignal) =>
    timedFetch(`${origin}/api/users/me`, { headers: { Cookie: patient.cookie }, signal }, (response) => {
      patient.cookie = sessionCookieOf(response) ?? patient.cookie;
    });
  // The same request as the BFF's, cookie included, as a browser sends it to every route of the origin:
  // Next.js reads a request's cookies whatever the route does with them, and that is the framework's cost.
  const bareRoute = (signal: AbortSignal) =>
    timedFetch(`${bareRouteOrigin}/api/users/me`, {
      headers: { Cookie: patient.cookie, [BARE_ROUTE_USER_HEADER]: userId },
      signal,
    });

  await measureInto(emptySide(), settings.warmupRequests, PAIR_CONCURRENCY, settings.timeLimitMs, direct);
  await measureInto(emptySide(), settings.warmupRequests, PAIR_CONCURRENCY, settings.timeLimitMs, throughBff);
  if (bareRouteOrigin)
    await measureInto(
      emptySide(),
      settings.warmupRequests,
      PAIR_CONCURRENCY,
      settings.timeLimitMs,
      bareRoute,
    );

  const figures: PairFigure[] = [];
  const report = (figure: PairFigure) => {
    figures.push(figure);
    onFigure?.(figure);
  };

  for (const [id, concurrency, requests] of [
    ['throughput', PAIR_CONCURRENCY, settings.throughputRequests],
    ['latency', 1, settings.latencyRequests],
  ] as const) {
    const sides = { direct: emptySide(), bff: emptySide(), bare: emptySide() };
    const used = { serviceDirect: 0, serviceBehindBff: 0, bff: 0, known: cpu !== undefined };
    const measureCpu = async (
      measure: () => Promise<void>,
      service: 'serviceDirect' | 'serviceBehindBff',
    ) => {
      const before = [cpu?.service() ?? null, cpu?.bff() ?? null];
      await measure();
      const after = [cpu?.service() ?? null, cpu?.bff() ?? null];
      if (before.includes(null) || after.includes(null)) used.known = false;
      used[service] += after[0]! - before[0]!;
      if (service === 'serviceBehindBff') used.bff += after[1]! - before[1]!;
    };
    for (let round = 0; round < settings.rounds; round += 1) {
      await measureCpu(
        () => measureInto(sides.direct, requests, concurrency, settings.timeLimitMs, direct),
        'serviceDirect',
      );
      await measureCpu(
        () => measureInto(sides.bff, requests, concurrency, settings.timeLimitMs, throughBff),
        'serviceBehindBff',
      );
      if (bareRouteOrigin)
        await measureInto(sides.bare, requests, concurrency, settings.timeLimitMs, bareRoute);
    }
    const directSide = summarizeSide(sides.direct);
    const bffSide = summarizeSide(sides.bff);
    const bareSide = bareRouteOrigin ? summarizeSide(sides.bare) : undefined;
    if (id === 'throughput') {
      const ratio = directSide.throughput > 0 ? bffSide.throughput / directSide.throughput : null;
      const perRequest = (ms: number, count: number) => (count > 0 ? ms / count : 0);
      report({
        ...(used.known
          ? {
              cpuMsPerRequest: {
                serviceDirect: perRequest(used.serviceDirect, directSide.count),
                serviceBehindBff: perRequest(used.serviceBehindBff, bffSide.count),
                bff: perRequest(used.bff, bffSide.count),
              },
            }
          : {}),
        id,
        label: `GET /users/ vs GET /api/users/me, ${concurrency} connections: req/s`,
        direct: directSide,
        bff: bffSide,
        value: ratio,
        goal: `ratio ≥ ${PAIR_GOALS.throughputRatio}`,
        met: ratio !== null && ratio >= PAIR_GOALS.throughputRatio,
      });
      if (bareSide) {
        const overBare = bareSide.throughput > 0 ? bffSide.throughput / bareSide.throughput : null;
        report({
          id: 'throughput-over-bare-route',
          label: `the bare route vs the BFF, GET /api/users/me, ${concurrency} connections: req/s`,
          direct: bareSide,
          bff: bffSide,
          value: overBare,
          goal: `ratio ≥ ${PAIR_GOALS.throughputOverBareRoute}`,
          met: overBare !== null && overBare >= PAIR_GOALS.throughputOverBareRoute,
        });
      }
    } else {
      const added = addedP50(directSide, bffSide);
      report({
        id,
        label: `GET /users/ vs GET /api/users/me, ${concurrency} connection: p50`,
        direct: directSide,
        bff: bffSide,
        value: added,
        goal: `added ≤ ${PAIR_GOALS.addedLatencyMs} ms`,
        met: added !== null && added <= PAIR_GOALS.addedLatencyMs,
      });
      if (bareSide) {
        const overBare = addedP50(bareSide, bffSide);
        report({
          id: 'latency-over-bare-route',
          label: `the bare route vs the BFF, GET /api/users/me, ${concurrency} connection: p50`,
          direct: bareSide,
          bff: bffSide,
          value: overBare,
          goal: `added ≤ ${PAIR_GOALS.addedOverBareRouteMs} ms`,
          met: overBare !== null && overBare <= PAIR_GOALS.addedOverBareRouteMs,
        });
      }
    }
  }

  report(await measureFirstEvents(context, patient, settings));
  return { settings, figures };
}

/** The opening of an intake, in a fresh chat each time, so that the engine does the same work every turn. */
const FIRST_TURN = 'I have had a sore throat for three days';

async function measureFirstEvents(
  context: BenchContext,
  patient: BffPatient,
  settings: PairSettings,
): Promise<PairFigure> {
  const { target } = context;
  const userId = patient.serviceUserId;
  const turns = settings.warmupTurns + settings.turns;
  const chats = (
    await runPool(turns * 2, PAIR_CONCURRENCY, settings.timeLimitMs, (_index, signal) =>
      createChat(context, userId, { signal }),
    )
  ).completed;
  if (chats.length < turns * 2) throw new Error('Setting up the chat turns ran past the time limit.');
  const body = JSON.stringify({ userEvent: { type: USER_MESSAGE_EVENT_TYPE, userInput: FIRST_TURN } });
  const sides = { direct: emptySide(), bff: emptySide() };
  const record = (side: SideSamples, turn: { ok: boolean; firstEventMs: number }) => {
    side.count += 1;
    if (turn.ok) side.latencies.push(turn.firstEventMs);
    else side.errors += 1;
  };
  for (let index = 0; index < turns; index += 1) {
    const warmup = index < settings.warmupTurns;
    const directTurn = await timedTurn(target, { chatId: chats[2 * index]!, userId, userInput: FIRST_TURN });
    const bffTurn = await timedStream(
      `${patient.origin}/api/chats/${encodeURIComponent(chats[2 * index + 1]!)}/stream`,
      {
        method: 'POST',
        headers: { ...bffHeaders(patient, true), Accept: EVENT_STREAM_CONTENT_TYPE },
        body,
      },
    );
    if (warmup) continue;
    record(sides.direct, directTurn);
    record(sides.bff, bffTurn);
  }
  const directSide = summarizeSide(sides.direct);
  const bffSide = summarizeSide(sides.bff);
  const added = addedP50(directSide, bffSide);
  return {
    id: 'first-event',
    label: 'A chat turn, one at a time: p50 of the first event',
    direct: directSide,
    bff: bffSide,
    value: added,
    goal: `added ≤ ${PAIR_GOALS.addedFirstEventMs} ms`,
    met: added !== null && added <= PAIR_GOALS.addedFirstEventMs,
  };
}

const fixed = (value: number | null, digits = 1) => (value === null ? '-' : value.toFixed(digits));

const isThroughput = (figure: PairFigure) => figure.id.startsWith('throughput');

function sideFigure(figure: PairFigure, side: PairSide): string {
  return isThroughput(figure) ? `${fixed(side.throughput)} req/s` : `${fixed(side.latencyMs.p50, 2)} ms`;
}

function comparison(figure: PairFigure): string {
  if (figure.value === null) return '-';
  return isThroughput(figure)
    ? `${figure.value.toFixed(2)}×`
    : `${figure.value >= 0 ? '+' : ''}${figure.value.toFixed(2)} ms`;
}

/** The pair's figures as a Markdown table, with each side's count and errors. */
export function formatPairTable(figures: readonly PairFigure[]): string {
  // "Direct" is the bare route in the rows that say so.
  const header = ['Figure', 'Direct', 'Through the BFF', 'BFF vs direct', 'Goal', 'Met', 'Count', 'Errors'];
  const rows = figures.map((figure) => [
    figure.label,
    sideFigure(figure, figure.direct),
    sideFigure(figure, figure.bff),
    comparison(figure),
    figure.goal,
    figure.met ? 'yes' : 'no',
    `${figure.direct.count} / ${figure.bff.count}`,
    `${figure.direct.errors} / ${figure.bff.errors}`,
  ]);
  return markdownTable(header, rows);
}

/** The CPU time per request, when it was read: the figure the rest of the machine's load moves least. */
export function formatPairCpu(figures: readonly PairFigure[]): string[] {
  return figures.flatMap((figure) =>
    figure.cpuMsPerRequest
      ? [
          `CPU per request at ${PAIR_CONCURRENCY} connections: the service ${figure.cpuMsPerRequest.serviceDirect.toFixed(2)} ms ` +
            `answering directly, ${figure.cpuMsPerRequest.serviceBehindBff.toFixed(2)} ms behind the BFF; the BFF ` +
            `${figure.cpuMsPerRequest.bff.toFixed(2)} ms.`,
        ]
      : [],
  );
}

export function pairFailed(result: PairResult): boolean {
  return result.figures.some((figure) => figure.direct.errors > 0 || figure.bff.errors > 0);
}
