import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../chromium-path.mjs';
import type { PageFigures, ThrottlingMethod } from './pages-goals';
import { figuresOf } from './pages-lighthouse-result';

/** The two categories the goal names; the others would only make each run slower. */
const CATEGORIES = ['performance', 'accessibility'] as const;

/**
 * One Lighthouse run in Lighthouse's default settings (the mobile preset: slow 4G and a 4× slower CPU,
 * simulated unless `throttling` says otherwise), in a Chromium of its own as the end-to-end tests run it, as
 * Lighthouse's own command line does: a browser that a heavy page left in a bad state cannot spoil the next
 * page's run.
 */
export async function measurePage(
  url: string,
  {
    cookie,
    reportFile,
    throttling,
  }: {
    cookie?: string;
    /** Where to write the run's whole report (JSON); absent: it is not kept. */
    reportFile?: string;
    throttling: ThrottlingMethod;
  },
): Promise<PageFigures> {
  const chromePath = resolveChromiumPath();
  if (!chromePath) throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: throttling,
      // A picture of the whole page for the HTML report, which is not written, and the back/forward cache
      // check, which navigates away and back: neither counts towards a score, both cost time.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache'],
      // Lighthouse clears the origin's cookies before each run; a header is sent whatever the jar holds.
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}.`);
    if (reportFile) await writeFile(reportFile, JSON.stringify(runner.lhr));
    return figuresOf(runner.lhr, new URL(url).pathname);
  } finally {
    chrome.kill();
  }
}
