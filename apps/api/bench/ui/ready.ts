import type { Page, Request } from 'playwright-core';

/**
 * Waits until the screen at `path` is ready: the router has named its path, the main region shows content
 * and no loader or busy region is left. Answers the page's clock at the frame it became true (ms since the
 * document's navigation began) and the API calls the page made meanwhile.
 */
async function untilReady(page: Page, path: string, start: () => Promise<unknown>) {
  const calls: string[] = [];
  const count = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname.slice('/api/v1/'.length));
  };
  page.on('request', count);
  await start();
  const ready = await page.waitForFunction(
    (path) => {
      const region = document.querySelector('main');
      const shown =
        document.body.getAttribute('data-path') === path &&
        region !== null &&
        (region.textContent ?? '').trim().length > 0 &&
        document.querySelector('.mantine-Loader-root, [aria-busy="true"]') === null;
      return shown ? performance.now() : false;
    },
    path,
    { polling: 'raf', timeout: 60_000 },
  );
  page.off('request', count);
  const at = Number(await ready.jsonValue());
  // The next load starts once this page is idle (what it draws after its first view is drawn), as a
  // person's next step would: otherwise that load's time would hold this page's leftover work.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
  return { at, calls };
}

/** Loads `url` (the whole app starts) and answers the milliseconds until the screen at `path` is ready. */
export async function readyAfter(page: Page, url: string, path: string) {
  const { at, calls } = await untilReady(page, path, () => page.goto(url, { waitUntil: 'commit' }));
  return { ms: at, calls };
}

/**
 * Signs in through the sign-in screen, as a person does, and answers the milliseconds from pressing
 * Sign in until the home screen is ready.
 */
export async function signInThroughForm(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const pressed = await page.evaluate(() => performance.now());
  const { at, calls } = await untilReady(page, '/home', () =>
    page.getByRole('button', { name: 'Sign in' }).click(),
  );
  return { ms: at - pressed, calls };
}
