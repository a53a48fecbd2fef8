import { expect, test } from './fixtures';

/**
 * What zod's eval probe did on every page: a `new Function` the page policy refuses and the page catches.
 * Run from a timer: code that DevTools evaluates may call eval despite the policy, a page's own code may not.
 */
function evalCaughtByThePage(): Promise<void> {
  return new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', () => resolve(), { once: true });
    setTimeout(() => {
      try {
        new Function('');
      } catch {
        // Refused by the policy, as intended; the violation event is what this checks.
      }
    });
  });
}

test('the guard records a blocked eval even when the page catches it', async ({ page, cspGuard }) => {
  cspGuard.expectViolation(/^script-src blocked eval /);
  await page.goto('/');
  await page.evaluate(evalCaughtByThePage);
  await expect.poll(() => cspGuard.violations()).toContainEqual(expect.stringMatching(/^script-src blocked eval /));
});

test('a violation nobody expected fails the test, also on a page of another browser context', async ({
  browser,
  baseURL,
}) => {
  // The guard's failure at teardown is the point: this test passes only if the guard fails it.
  test.fail(true, 'The CSP guard must fail a test in which a page violated the policy');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(evalCaughtByThePage);
  await context.close();
});
