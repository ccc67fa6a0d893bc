import type { Page } from 'playwright-core';
import type { DashboardConfig } from '../../dashboard/src/config-shape';
import {
  BROWSER_TEST_TIMEOUT_MS,
  DESKTOP,
  checkPage,
  dashboardApi,
  PASSWORD,
  PHONE,
  reopenSignedIn,
  signInViaUi,
  signUpViaUi,
  tokensOf,
  totp,
  uniqueEmail,
  useBrowser,
  visible,
} from './support';

/**
 * A new merchant's first visit, in Chromium: sign up and sign in through the UI, create the
 * merchant, see the overview with its opening test balance (Rp 10.000.000 available), switch to English, turn on two-step
 * authentication and sign in with a code, and be told plainly about a wrong password. The session
 * (DESIGN 21): tokens in memory only (a reload signs in again), sign-out revokes the refresh token,
 * and 30 minutes without activity sign out.
 */
describe('dashboard onboarding in a browser', () => {
  const harness = useBrowser();

  test(
    'a new user signs up, signs in, creates the merchant and sees the overview in both languages',
    async () => {
      const page = await harness().newPage();
      const email = uniqueEmail('onboarding');

      // Signed out, the app sends the user to the sign-in page (Bahasa Indonesia by default).
      await page.goto('/dashboard/');
      await visible(page.getByRole('heading', { level: 1, name: 'Masuk' }));
      expect(await page.locator('html').getAttribute('lang')).toBe('id');
      await checkPage(page, 'sign-in');

      await page.getByRole('link', { name: 'Daftar' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Daftar' }));
      await checkPage(page, 'sign-up');
      await signUpViaUi(page, email);
      await signInViaUi(page, email);

      // No membership yet: "create your merchant".
      await visible(page.getByRole('heading', { level: 1, name: 'Buat merchant Anda' }));
      await checkPage(page, 'create-merchant');
      await page.getByLabel('Nama usaha').fill('Warung Browser Jaya');
      await page.getByRole('button', { name: 'Buat merchant' }).click();

      // The overview: the merchant's name and the user's role in the header, the sandbox's opening
      // test balance available (shared/operations/opening-balance.ts) and Rp 0 in the other buckets.
      await visible(page.getByRole('heading', { level: 1, name: 'Ringkasan' }));
      await visible(page.getByText('Warung Browser Jaya'));
      await visible(page.getByText('Peran: Pemilik'));
      expect(await page.getByRole('article', { name: 'Tersedia' }).textContent()).toContain('Rp 10.000.000');
      for (const bucket of ['Ditahan', 'Menunggu settlement'])
        expect(await page.getByRole('article', { name: bucket }).textContent()).toContain('Rp 0');
      await visible(page.getByText('Status verifikasi: Belum diverifikasi'));
      await checkPage(page, 'overview');

      // What the UI shows is what the API holds: one owner membership, the opening balance.
      const me = await dashboardApi(page, '/dashboard/v1/me');
      expect(me.body.memberships).toEqual([{ merchant_id: expect.any(String), role: 'owner' }]);
      // The tokens live in the app's memory only: no storage of the page holds one.
      expect(await storedValues(page)).not.toContain((await tokensOf(page)).idToken);
      expect((await storedValues(page)).join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ/);
      const balance = await dashboardApi(page, '/dashboard/v1/balance');
      expect(balance.body.balance).toEqual({ available: 10_000_000, held: 0, pending_settlement: 0, currency: 'IDR' });

      // The main menu lists every page of an owner.
      const menu = page.getByRole('navigation', { name: 'Menu utama' });
      for (const item of ['Transaksi', 'Mutasi saldo', 'Penarikan dana', 'Integrasi API', 'Webhook', 'Log audit'])
        await visible(menu.getByRole('link', { name: item }));
      await menu.getByRole('link', { name: 'Transaksi' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Transaksi' }));

      // On a phone the menu is one button naming the page: the content starts near the top (the
      // header and a listed menu took 490 of 844 pixels), and the list opens and closes by it.
      await page.setViewportSize(PHONE);
      const toggle = page.getByRole('button', { name: 'Menu · Transaksi' });
      await visible(toggle);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.count()).toBe(0);
      const headingTop = (await page.getByRole('heading', { level: 1, name: 'Transaksi' }).boundingBox())?.y;
      expect(headingTop).toBeLessThan(PHONE.height / 3);
      await toggle.click();
      await menu.getByRole('link', { name: 'Mutasi saldo' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Mutasi saldo' }));
      expect(await page.getByRole('button', { name: 'Menu · Mutasi saldo' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      ).toBe(0);
      await checkPage(page, 'phone-menu');
      await page.setViewportSize(DESKTOP);

      // English, kept across a reload (which signs out: the tokens were in the page's memory).
      await page.getByLabel('Bahasa').selectOption('en');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Overview' }));
      await visible(page.getByRole('article', { name: 'Pending settlement' }));
      await page.reload();
      await visible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
      await reopenSignedIn(page, '/dashboard/');
      await visible(page.getByRole('heading', { level: 1, name: 'Overview' }));
      await visible(page.getByText('Role: Owner'));
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await checkPage(page, 'overview-en');

      // An unknown address inside the app, typed in: after the sign-in the app shows that address.
      await reopenSignedIn(page, '/dashboard/no-such-page');
      await visible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
      await checkPage(page, 'not-found');

      // Two-step authentication from the account menu, then a sign-in that asks for the code.
      await page.getByText(email, { exact: true }).click();
      await page.getByRole('link', { name: 'Two-step authentication' }).click();
      await page.getByRole('button', { name: 'Start set-up' }).click();
      const secret = (await (await visible(page.locator('code.secret'))).first().textContent())!;
      await visible(page.getByText(`otpauth://totp/`, { exact: false }));
      await checkPage(page, 'mfa');
      await page.getByLabel('6-digit code').fill(totp(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Two-step authentication is on' }));

      // Sign-out revokes the refresh token at the user pool: it refreshes nothing afterwards.
      const { refreshToken } = await tokensOf(page);
      expect(await refreshWith(page, refreshToken!)).toBe(200);
      await page.getByText(email, { exact: true }).click();
      const revoked = page.waitForResponse(
        (response) => response.request().headers()['x-amz-target']?.endsWith('.RevokeToken') === true,
      );
      await page.getByRole('button', { name: 'Sign out' }).click();
      expect((await revoked).status()).toBe(200);
      await visible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
      expect(await refreshWith(page, refreshToken!)).toBe(400);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Authentication code' }));
      await checkPage(page, 'sign-in-mfa');
      await page.getByLabel('6-digit code from your authenticator app').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'Wrong code' }));
      await page.getByLabel('6-digit code from your authenticator app').fill(totp(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Overview' }));
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'a wrong password is refused with a readable message',
    async () => {
      const page = await harness().newPage();
      const email = uniqueEmail('wrong-password');
      await signUpViaUi(page, email);
      await page.getByLabel('Kata sandi').fill('Not-the-password-1!');
      await page.getByRole('button', { name: 'Masuk' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'E-mail atau kata sandi salah.' }));
      await checkPage(page, 'sign-in-wrong-password');
      // Still on the sign-in page, nothing stored.
      await visible(page.getByRole('heading', { level: 1, name: 'Masuk' }));
      expect((await storedValues(page)).join('\n')).not.toMatch(/eyJ/);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'signs out after 30 minutes without activity, and not while the user is active',
    async () => {
      const page = await harness().newPage();
      // The page's clock is the test's: the 30 minutes pass without waiting for them.
      await page.clock.install();
      const email = uniqueEmail('idle');
      await signUpViaUi(page, email);
      await signInViaUi(page, email);
      await visible(page.getByRole('heading', { level: 1, name: 'Buat merchant Anda' }));

      // Active every 20 minutes for an hour: still signed in.
      for (let round = 0; round < 3; round += 1) {
        await page.clock.fastForward('20:00');
        await page.getByLabel('Nama usaha').press('a');
      }
      await visible(page.getByRole('heading', { level: 1, name: 'Buat merchant Anda' }));
      const { refreshToken } = await tokensOf(page);

      const revoked = page.waitForResponse(
        (response) => response.request().headers()['x-amz-target']?.endsWith('.RevokeToken') === true,
      );
      await page.clock.fastForward('30:01');
      await visible(page.getByRole('heading', { level: 1, name: 'Masuk' }));
      await visible(
        page.getByRole('status').filter({ hasText: 'Anda keluar otomatis setelah 30 menit tanpa aktivitas.' }),
      );
      await checkPage(page, 'sign-in-idle');
      expect((await revoked).status()).toBe(200);
      expect(await refreshWith(page, refreshToken!)).toBe(400);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

/** Every value the page keeps in sessionStorage and localStorage. */
async function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Store = { length: number; key(index: number): string | null; getItem(key: string): string | null };
    const stores = [(globalThis as any).sessionStorage, (globalThis as any).localStorage] as Store[];
    return stores.flatMap((store) =>
      Array.from({ length: store.length }, (_, index) => store.getItem(store.key(index)!) ?? ''),
    );
  });
}

/** The HTTP status of a REFRESH_TOKEN_AUTH with this refresh token at the app's user pool (400 when refused). */
async function refreshWith(page: Page, refreshToken: string): Promise<number> {
  const origin = new URL(page.url()).origin;
  const config = (await (await fetch(`${origin}/dashboard/config.json`)).json()) as DashboardConfig;
  const response = await fetch(config.cognito.endpoint!, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: config.cognito.client_id,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  return response.status;
}
