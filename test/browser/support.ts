import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { useStack, type StackHandle } from '../e2e/support';
import { englishLeftOnPage } from './english-left';

/**
 * The dashboard web app in a real browser: the local stack started as a user does (`npm start`,
 * which builds the app), Debian's Chromium driven by playwright-core, and what a user does and sees
 * (elements found by role and label). Screenshots of every checked page (desktop and phone) and of
 * every failure go to test-artifacts/dashboard/.
 */
const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const ARTIFACTS = join(REPO_ROOT, 'test-artifacts', 'dashboard');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Each checked page's desktop and phone screenshots (issue 43), made cheap: the viewport only, as a
 * JPEG of quality 60 (full-page PNGs were a large share of the browser files' time).
 * DASHBOARD_SCREENSHOTS=0 skips them; a failure is always photographed (full page, PNG).
 */
const SCREENSHOTS = process.env.DASHBOARD_SCREENSHOTS !== '0';
const AXE_SOURCE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
export const DESKTOP = { width: 1366, height: 850 };
export const PHONE = { width: 390, height: 844 };
/**
 * The page's language as an Indonesian merchant's browser sends it (navigator.language, Accept-Language).
 * Headless Chromium still draws its own controls (date inputs, the file button) in en-US.
 */
export const BROWSER_LOCALE = 'id-ID';
/** Long enough for a stack start plus a browser journey on a loaded 2-core machine. */
export const BROWSER_TEST_TIMEOUT_MS = 180_000;
/** A password the user pool accepts. */
export const PASSWORD = 'Dashboard-test-2026!';

/**
 * Waits until the element is visible (playwright-core has no expect(); a locator waits by itself)
 * and returns it; fails after the locator timeout with what was awaited.
 */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    // What the user saw instead: a screenshot and the page's text in the failure.
    const page = locator.page();
    const shot = await photograph(page, 'wait');
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`${(error as Error).message}\nat ${page.url()}, screenshot ${shot}, the page said:\n${text}`, {
      cause: error,
    });
  }
  return locator;
}

export interface BrowserHarness {
  stack: StackHandle;
  browser: Browser;
  /** A new browser context (no cookies or storage of another test) at desktop size, on about:blank. */
  newPage(): Promise<Page>;
}

/**
 * The stack and a browser for a describe block: started before its tests, closed after them.
 * Every page made by newPage() fails checkPage() on a script error or a CSP violation.
 */
export function useBrowser(options: { fresh?: boolean } = {}): () => BrowserHarness {
  const stack = useStack(options);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running (call useBrowser inside the describe block)');
    const running = browser;
    return {
      stack: stack(),
      browser: running,
      async newPage() {
        const context = await running.newContext({
          viewport: DESKTOP,
          baseURL: stack().baseUrl,
          locale: BROWSER_LOCALE,
        });
        const page = await context.newPage();
        watchProblems(page);
        watchTokens(page);
        return page;
      },
    };
  };
}

const PROBLEMS = new WeakMap<Page, string[]>();

/** Script errors and CSP refusals ("Refused to ...") on a page; a failed request (a 4xx answer the UI shows) is not one. */
function watchProblems(page: Page): void {
  const problems: string[] = [];
  PROBLEMS.set(page, problems);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${message.text()}`);
  });
}

/** A fresh e-mail address for a new user of this run. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@browser.test`;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** A screenshot of what the user sees (the viewport), cheap: JPEG of quality 60. */
async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.jpg`), type: 'jpeg', quality: 60 });
}

/**
 * The page at desktop and at phone size, a screenshot of each (unless DASHBOARD_SCREENSHOTS=0), and
 * what makes the page wider than a phone: an empty list when nothing does (the page's
 * scrollWidth fits the phone's width), else the elements reaching past its right edge. The page is
 * left at the size it had.
 */
async function phoneOverflow(page: Page, name: string): Promise<string[]> {
  const size = page.viewportSize() ?? DESKTOP;
  if (SCREENSHOTS) {
    if (size.width !== DESKTOP.width || size.height !== DESKTOP.height) await page.setViewportSize(DESKTOP);
    await snapshot(page, `${name}-desktop`);
  }
  await page.setViewportSize(PHONE);
  if (SCREENSHOTS) await snapshot(page, `${name}-phone`);
  const wider = await page.evaluate(() => {
    const document = (globalThis as any).document;
    const width = (globalThis as any).innerWidth as number;
    if (document.documentElement.scrollWidth <= width) return [];
    const elements = [...document.querySelectorAll('body *')] as any[];
    return elements
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(-8)
      .map((element) => {
        const classes = typeof element.className === 'string' && element.className ? `.${element.className}` : '';
        const text = (element.textContent as string).trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${classes} (right ${Math.round(element.getBoundingClientRect().right)}px) ${text}`;
      });
  });
  if (wider.length > 0) await photograph(page, `overflow-${name}`);
  if (size.width !== PHONE.width || size.height !== PHONE.height) await page.setViewportSize(size);
  return wider;
}

/** A failure's picture: the whole page as it is, PNG. */
async function photograph(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const shot = join(ARTIFACTS, `failure-${name}-${Date.now()}.png`);
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  return shot;
}

/**
 * An axe-core check (WCAG 2 A/AA and best practices) that fails on a serious or critical violation
 * and prints every violation; screenshots of the page at desktop and phone size
 * (test-artifacts/dashboard/<name>-desktop.jpg, -phone.jpg); fails when the page is wider than a
 * phone (it would scroll sideways at 390 px), on a script error or CSP violation seen so far, and on
 * a sentence of the English catalog left on a dashboard page shown in Bahasa Indonesia
 * (./english-left.ts); a failure is photographed. Call it once the page shows what it is checked for.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await finishAnimations(page);
  const widerThanPhone = await phoneOverflow(page, name);
  const axe = await axeBlocking(page, name);
  const problems = PROBLEMS.get(page) ?? [];
  const english = await englishLeftOnPage(page);
  if (axe.length + problems.length + english.length > 0) await photograph(page, name);
  expect({ page: name, widerThanPhone, axe, problems, english }).toEqual({
    page: name,
    widerThanPhone: [],
    axe: [],
    problems: [],
    english: [],
  });
}

/**
 * Colours judged mid-transition (a button restyled by the click that got here) are neither the old
 * nor the new ones: every finite CSS transition and animation is finished at once (jumped to its end,
 * never waited for: a page in the background may not run its animations); a spinner's endless one is
 * left running.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    interface RunningAnimation {
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
      finish(): void;
    }
    const document = (globalThis as any).document as { getAnimations(): RunningAnimation[] };
    for (const animation of document.getAnimations())
      if (Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) animation.finish();
  });
}

/** axe-core's serious and critical violations of the page (every violation is printed). */
async function axeBlocking(page: Page, name: string): Promise<string[]> {
  // evaluate() runs outside the page's CSP (no inline <script> tag is added); once per document.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as any).axe as { run(context: unknown, options: unknown): Promise<unknown> };
    const result = (await axe.run((globalThis as any).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
      // Violations are judged in full; the passes and incomplete checks, which nothing reads, are not gathered.
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  });
  const found = violations as AxeViolation[];
  for (const violation of found)
    process.stdout.write(
      `axe ${name}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}\n`,
    );
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Signs up through the UI (from the sign-in page's link) and lands on the sign-in page again. */
export async function signUpViaUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/dashboard/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/Kata sandi|Password/).fill(password);
  await page.getByRole('button', { name: /^(Daftar|Sign up)$/ }).click();
  await visible(page.getByRole('status').filter({ hasText: /Akun dibuat|Account created/ }));
}

interface Credentials {
  email: string;
  password: string;
  totpSecret?: string;
}
/** Who signed in on each page, so a reload (which signs out: the app keeps tokens in memory only) can sign in again. */
const CREDENTIALS = new WeakMap<Page, Credentials>();

/** Signs in through the UI; pass `totpSecret` for a user with two-step authentication on. */
export async function signInViaUi(page: Page, email: string, password = PASSWORD, totpSecret?: string): Promise<void> {
  if (!page.url().includes('/dashboard/sign-in')) await page.goto('/dashboard/sign-in');
  await fillSignIn(page, { email, password, totpSecret });
}

async function fillSignIn(page: Page, credentials: Credentials): Promise<void> {
  watchTokens(page);
  CREDENTIALS.set(page, credentials);
  await visible(page.getByRole('heading', { level: 1, name: /^(Masuk|Sign in)$/ }));
  await page.getByLabel(/^(E-mail|Email)$/).fill(credentials.email);
  await page.getByLabel(/^(Kata sandi|Password)$/).fill(credentials.password);
  await page.getByRole('button', { name: /^(Masuk|Sign in)$/ }).click();
  if (credentials.totpSecret) {
    await page.getByLabel(/6/).fill(totp(credentials.totpSecret));
    await page.getByRole('button', { name: /^(Verifikasi|Verify)$/ }).click();
  }
  await visible(page.getByText(credentials.email, { exact: true }));
}

/**
 * Opens `path` (default: the page's own) as a typed address or a reload does, which signs the user
 * out (the app keeps its tokens in memory only); signs in again as the page's user and waits until
 * the app has brought the user back to that page.
 */
export async function reopenSignedIn(page: Page, path = new URL(page.url()).pathname): Promise<void> {
  const credentials = CREDENTIALS.get(page);
  if (!credentials) throw new Error('nobody signed in on this page through signInViaUi');
  await page.goto(path);
  await fillSignIn(page, credentials);
  await page.waitForURL((url) => url.pathname === path);
}

/** Creates the signed-in user's merchant through "create your merchant" and waits for the overview. */
export async function createMerchantViaUi(page: Page, businessName: string): Promise<void> {
  await page.getByLabel(/^(Nama usaha|Business name)$/).fill(businessName);
  await page.getByRole('button', { name: /^(Buat merchant|Create merchant)$/ }).click();
  await visible(page.getByRole('heading', { level: 1, name: /^(Ringkasan|Overview)$/ }));
}

export interface MerchantOwner {
  email: string;
  password: string;
  businessName: string;
  /** The merchant's id, from GET /dashboard/v1/me. */
  merchantId: string;
}

/**
 * A new user who signs up, signs in and creates a merchant through the UI, left on the overview:
 * the start of every page's test (a fresh merchant, nothing shared with another test).
 */
export async function newMerchantOwner(page: Page, businessName = `Toko ${randomUUID().slice(0, 6)}`) {
  const email = uniqueEmail('owner');
  await signUpViaUi(page, email);
  await signInViaUi(page, email);
  await createMerchantViaUi(page, businessName);
  const me = (await dashboardApi(page, '/dashboard/v1/me')).body as { memberships: { merchant_id: string }[] };
  return { email, password: PASSWORD, businessName, merchantId: me.memberships[0]!.merchant_id };
}

interface SeenTokens {
  idToken?: string;
  refreshToken?: string;
  /** Answers of the user pool still being read. */
  reading: Set<Promise<void>>;
}
const SEEN_TOKENS = new WeakMap<Page, SeenTokens>();

/**
 * Reads the tokens the user pool hands the page (sign-in, MFA, refresh), as they cross the network:
 * the app keeps them in its memory only, out of the test's reach. A sign-out's RevokeToken forgets them.
 */
export function watchTokens(page: Page): void {
  if (SEEN_TOKENS.has(page)) return;
  const seen: SeenTokens = { reading: new Set() };
  SEEN_TOKENS.set(page, seen);
  page.on('response', (response) => {
    const action = response.request().headers()['x-amz-target']?.split('.').pop();
    if (action === 'RevokeToken') {
      seen.idToken = undefined;
      seen.refreshToken = undefined;
    }
    if (action !== 'InitiateAuth' && action !== 'RespondToAuthChallenge') return;
    const reading = response
      .json()
      .then((answer: { AuthenticationResult?: { IdToken?: string; RefreshToken?: string } }) => {
        const result = answer.AuthenticationResult;
        if (!result?.IdToken) return;
        seen.idToken = result.IdToken;
        if (result.RefreshToken) seen.refreshToken = result.RefreshToken;
      })
      .catch(() => undefined)
      .finally(() => seen.reading.delete(reading));
    seen.reading.add(reading);
  });
}

/** The tokens the user signed in on the page was last given (see watchTokens). */
export async function tokensOf(page: Page): Promise<{ idToken?: string; refreshToken?: string }> {
  const seen = SEEN_TOKENS.get(page);
  if (!seen) return {};
  await Promise.all([...seen.reading]);
  return { idToken: seen.idToken, refreshToken: seen.refreshToken };
}

/** The ID token of the user signed in on the page (as the user pool gave it to the app). */
export async function idTokenOf(page: Page): Promise<string> {
  const token = (await tokensOf(page)).idToken;
  if (!token) throw new Error('no user is signed in on this page');
  return token;
}

/**
 * Calls the dashboard API as the page's signed-in user, from the test (to check state behind what
 * the UI shows, or to set something up that is not the subject of the test).
 */
export async function dashboardApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; merchantId?: string } = {},
): Promise<{ status: number; body: any }> {
  const base = new URL(page.url()).origin;
  const headers: Record<string, string> = { authorization: `Bearer ${await idTokenOf(page)}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.merchantId) headers['x-merchant-id'] = init.merchantId;
  if (init.method === 'POST') headers['idempotency-key'] = randomUUID();
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The current TOTP code (RFC 6238: SHA-1, 30 s, 6 digits) of a base32 secret, as an authenticator app shows it. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}
