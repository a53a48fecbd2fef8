import { test as base, expect, type BrowserContext } from '@playwright/test';

const BINDING = '__reportCspViolation';

interface ViolationReport {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation of the browser contexts it watches: the browser's
 * `securitypolicyviolation` events (fired even when the page catches the refusal, as zod's eval probe
 * did) and the console's CSP messages.
 */
export class CspViolationCollector {
  private readonly found: string[] = [];
  private readonly watched = new WeakMap<BrowserContext, Promise<void>>();

  /** Watches every page of the context, those open now and those opened later. */
  watch(context: BrowserContext): Promise<void> {
    let watching = this.watched.get(context);
    if (!watching) {
      watching = this.install(context);
      this.watched.set(context, watching);
    }
    return watching;
  }

  private readonly expected: RegExp[] = [];

  violations(): readonly string[] {
    return this.found;
  }

  /** Declares a violation the test causes on purpose: it must happen, and it fails nothing. */
  expectViolation(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  /** The expected violations that did not happen, and the violations nobody expected. */
  unexplained(): { missing: string[]; unexpected: string[] } {
    return {
      missing: this.expected
        .filter((pattern) => !this.found.some((found) => pattern.test(found)))
        .map(String),
      unexpected: this.found.filter((found) => !this.expected.some((pattern) => pattern.test(found))),
    };
  }

  private async install(context: BrowserContext): Promise<void> {
    context.on('console', (message) => {
      if (/Content.Security.Policy|^Refused to/.test(message.text())) {
        this.found.push(`console on ${message.page()?.url() ?? 'a page'}: ${message.text()}`);
      }
    });
    await context.exposeBinding(BINDING, (_source, report: ViolationReport) => {
      this.found.push(`${report.directive} blocked ${report.blocked} (${report.source}) on ${report.page}`);
    });
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (report: ViolationReport) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI || 'inline',
          source: `${event.sourceFile || 'unknown source'}:${event.lineNumber}`,
          page: event.documentURI,
        });
      });
    }, BINDING);
  }
}

/**
 * Fails every test in whose browser a Content-Security-Policy violation happened, on any page: the
 * test's own context, and every context the test or a fixture opens on the same browser meanwhile.
 */
export const test = base.extend<{ cspGuard: CspViolationCollector }>({
  cspGuard: [
    async ({ browser, context }, provide) => {
      const collector = new CspViolationCollector();
      // Emitted before `newContext` answers, so the guard is in place before the first page opens.
      // A context closed before the guard was in place had no page to watch.
      const watchNewContext = (opened: BrowserContext) => void collector.watch(opened).catch(() => undefined);
      browser.on('context', watchNewContext);
      await collector.watch(context);
      await provide(collector);
      browser.off('context', watchNewContext);
      expect(collector.unexplained(), 'Content-Security-Policy violations').toEqual({
        missing: [],
        unexpected: [],
      });
    },
    { auto: true },
  ],
});
