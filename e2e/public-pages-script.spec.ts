import { expect, test } from './fixtures';
import { HomePage } from './pages/account-pages';

// The public pages (the signed-out home, sign-in, registration's, staff sign-in, and the password
// reset's) read no server state: they load no TanStack Query (ADR 0072). The query cache is provided by
// the patient's and the staff console's layouts, and the signed-in home is its own route. These strings
// survive minification: one is the message of useQueryClient's error, the other a method name of
// QueryClient.
const QUERY_LIBRARY_MARKERS = ['No QueryClient set', 'invalidateQueries'];

for (const path of [
  '/',
  '/sign-in',
  '/register',
  '/register/confirm',
  '/register/details',
  '/staff/sign-in',
  '/forgot-password',
  '/reset-password',
  '/staff/forgot-password',
  '/staff/reset-password',
]) {
  test(`${path} loads no TanStack Query`, async ({ browser, baseURL }) => {
    // A fresh context: no session cookie, nothing cached.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
      }
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    const loaded = await Promise.all(scripts);
    await context.close();

    expect(loaded.length).toBeGreaterThan(0);
    const withQueryLibrary = loaded
      .filter(({ body }) => QUERY_LIBRARY_MARKERS.some((marker) => body.includes(marker)))
      .map(({ url }) => url);
    expect(withQueryLibrary).toEqual([]);
  });
}

test('a session cookie that opens no session gets the public home', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const home = new HomePage(await context.newPage());
  await home.goto();
  await expect(home.startLink).toBeVisible();
  // A cookie that opens no session still gets the public home, not an error or a sign-in detour.
  await context.addCookies([{ name: 'consult_session', value: 'not-a-session', url: baseURL! }]);
  await home.goto();
  await expect(home.page).toHaveURL(/\/$/);
  await expect(home.startLink).toBeVisible();
  await context.close();
});
