import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { measurePage } from './pages-lighthouse';
import { firstPaintWasHeld, type PageFigures, type ThrottlingMethod } from './pages-goals';
import { cookieFor, FLOOR_PAGE, FLOOR_REFERENCE, PAGES, type FloorPage } from './pages-list';
import { evaluatePages, type PageRuns, type PagesResult } from './pages-report';
import { seedApp, signInDemoStaff } from './pages-seed';
import { buildFloorIfNeeded, startEmbeddedApp, startFloorApp } from './pages-servers';
import { buildProduction, freePort, NO_BUILD_MESSAGE, productionBuildExists } from './processes';

interface PagesSuiteOptions {
  runs: number;
  build: boolean;
  reportsDirectory?: string;
  throttling: ThrottlingMethod;
  log: (line: string) => void;
}

/** One page to load, and where its figures go. */
interface Target {
  runs: PageRuns;
  url: string;
  /** Read when the page is loaded: the staff session is renewed every round. */
  cookie(): string | undefined;
}

const describe = (figures: PageFigures) =>
  `performance ${figures.performance}, TBT ${figures.totalBlockingTimeMs.toFixed(0)} ms, ` +
  `LCP ${(figures.largestContentfulPaintMs / 1000).toFixed(2)} s, CLS ${figures.cumulativeLayoutShift.toFixed(3)}, ` +
  `accessibility ${figures.accessibility}, script ${figures.scriptKb.toFixed(1)} KB, ` +
  `first paint at load ${signed(figures.firstPaintAfterLoadMs)} ms${firstPaintWasHeld(figures) ? ' (held)' : ''}`;

const signed = (ms: number) => (ms >= 0 ? `+${ms.toFixed(0)}` : ms.toFixed(0));

/** The first request of a route loads its code on the server: not part of what a patient's phone waits for. */
async function warmUp(target: Target): Promise<void> {
  const cookie = target.cookie();
  const response = await fetch(target.url, { headers: cookie ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target.runs.path} answered ${response.status} before measuring.`);
}

/** "Staff patient" in round 2: `staff-patient.2.json`. */
export function reportFileName(pageName: string, round: number): string {
  const slug = pageName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.${round}.json`;
}

async function measureInto(
  target: Target,
  round: number,
  { reportsDirectory, throttling, log }: Pick<PagesSuiteOptions, 'reportsDirectory' | 'throttling' | 'log'>,
): Promise<void> {
  const started = performance.now();
  const took = () => `(${((performance.now() - started) / 1000).toFixed(1)} s)`;
  const reportFile = reportsDirectory
    ? join(reportsDirectory, reportFileName(target.runs.name, round))
    : undefined;
  try {
    const figures = await measurePage(target.url, { cookie: target.cookie(), reportFile, throttling });
    target.runs.runs.push(figures);
    log(`${target.runs.name}: ${describe(figures)} ${took()}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    target.runs.failures.push(message);
    log(`${target.runs.name}: failed ${took()}: ${message}`);
  }
}

/**
 * The floor app and the app's production build side by side, each page measured `runs` times by Lighthouse.
 * Each round measures the floor first, then the reference, then every page, so that a change in the
 * machine's load during the run falls on the floor as on the pages.
 */
export async function runPagesSuite(options: PagesSuiteOptions): Promise<PagesResult> {
  const { runs, build, reportsDirectory, throttling, log } = options;
  if (reportsDirectory) await mkdir(reportsDirectory, { recursive: true });
  if (!productionBuildExists()) {
    if (!build) throw new Error(NO_BUILD_MESSAGE);
    log('No production build: building one first.');
    await buildProduction();
  }
  await buildFloorIfNeeded();
  const floorServer = await startFloorApp(await freePort());
  try {
    const app = await startEmbeddedApp(await freePort());
    try {
      log(`Floor app at ${floorServer.origin}, the app (embedded, in memory) at ${app.origin}; seeding it.`);
      const seed = await seedApp(app.origin);
      const ofTheFloorApp = ({ name, path }: FloorPage): Target => ({
        runs: { name, path, runs: [], failures: [] },
        url: `${floorServer.origin}${path}`,
        cookie: () => undefined,
      });
      const floor = ofTheFloorApp(FLOOR_PAGE);
      const reference = ofTheFloorApp(FLOOR_REFERENCE);
      const pages: Target[] = PAGES.map((page) => ({
        runs: { name: page.name, path: page.path, runs: [], failures: [] },
        url: `${app.origin}${page.at(seed)}`,
        cookie: () => cookieFor(page.as, seed),
      }));
      const everyTarget = [floor, reference, ...pages];
      for (const target of everyTarget) await warmUp(target);
      for (let round = 1; round <= runs; round += 1) {
        log(`Round ${round} of ${runs}:`);
        if (round > 1) seed.staffCookie = await signInDemoStaff(app.origin);
        for (const target of everyTarget) await measureInto(target, round, options);
      }
      return evaluatePages(
        { runsPerPage: runs, throttling },
        { floor: floor.runs, reference: reference.runs, pages: pages.map((target) => target.runs) },
      );
    } finally {
      await app.process.stop();
    }
  } finally {
    await floorServer.process.stop();
  }
}
