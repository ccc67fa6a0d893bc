import type { Page } from 'playwright-core';
import type { JourneyContext } from './journey/context';
import {
  isKycUpload,
  KYC_DETAILS,
  PDF_SCAN,
  kycViaUi,
  openKycPage,
  operatorDecides,
  postKycUpload,
} from './journey/kyc';
import {
  BROWSER_TEST_TIMEOUT_MS,
  checkPage,
  dashboardApi,
  newMerchantOwner,
  PASSWORD,
  signUpViaUi,
  totp,
  uniqueEmail,
  useBrowser,
  visible,
} from './support';
import { readQrCode } from '../support/qr-png';

/** A KYC submitted through the dashboard API (test setup, not the subject): one KTP and one NIB. */
async function submitKycOverApi(page: Page): Promise<void> {
  const ids: string[] = [];
  for (const kind of ['ktp', 'nib']) {
    const created = await dashboardApi(page, '/dashboard/v1/kyc/documents', {
      method: 'POST',
      body: { kind, content_type: 'application/pdf' },
    });
    expect(created.status).toBe(201);
    const upload = await postKycUpload(created.body, PDF_SCAN, 'application/pdf');
    expect(upload.status).toBe(204);
    ids.push(created.body.document_id);
  }
  const submitted = await dashboardApi(page, '/dashboard/v1/kyc', {
    method: 'POST',
    body: {
      legal_name: KYC_DETAILS.legalName,
      nib: KYC_DETAILS.nib,
      npwp: KYC_DETAILS.npwp,
      address: KYC_DETAILS.address,
      owner_ktp_number: KYC_DETAILS.ownerKtp,
      document_ids: ids,
    },
  });
  expect(submitted.status).toBe(200);
}

/**
 * The KYC page in Chromium: a new merchant is told on the overview to verify, uploads its documents
 * with progress shown, submits ("under review") and, once the operator approves, sees "verified".
 * A merchant the operator rejects reads the reason (in English), finds the form as it submitted it
 * (its documents used again), changes one field and a document, and submits again.
 */
describe('dashboard KYC in a browser', () => {
  const harness = useBrowser();

  test(
    'a new merchant uploads its documents, submits, and sees verified after the approval',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page, 'Warung KYC Jaya');

      // The overview says what is missing and links to the KYC page.
      const cta = page.getByRole('article', { name: 'Verifikasi usaha Anda' });
      await visible(cta);
      await checkPage(page, 'kyc-overview-cta');

      const ctx: JourneyContext = { page, baseUrl: harness().stack.baseUrl, owner };
      await kycViaUi(ctx);

      // Verified: the overview's call to action is gone, the status says so.
      await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Ringkasan' }).click();
      await visible(page.getByText('Status verifikasi: Terverifikasi'));
      expect(await cta.count()).toBe(0);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'a rejected merchant reads the reason and submits again; a failed load and bad input are readable',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page, 'Toko Ditolak');
      await submitKycOverApi(page);
      const reason = 'The KTP scan is unreadable: upload a sharper photo';
      await operatorDecides(harness().stack.baseUrl, owner.merchantId, { decision: 'reject', reason });

      // The page's load fails once: the error is said, and "try again" loads it.
      await page.route('**/dashboard/v1/merchant', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, error: 'service_unavailable', message: 'Try later' }),
        }),
      );
      await openKycPage(page);
      await visible(page.getByRole('alert').filter({ hasText: 'Layanan sedang tidak tersedia' }));
      await checkPage(page, 'kyc-load-error');
      await page.unroute('**/dashboard/v1/merchant');
      await page.getByRole('button', { name: 'Coba lagi' }).click();

      // In English: the status, the operator's reason, and the form again, holding what was
      // submitted (GET /dashboard/v1/kyc), its documents sent before and used again.
      await page.getByLabel('Bahasa').selectOption('en');
      await visible(page.getByRole('heading', { level: 2, name: 'Status: Rejected' }));
      await visible(page.getByText(reason));
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await visible(page.getByText(/^The form holds what you submitted on .+ WIB\./));
      expect(await page.getByLabel('Legal name').inputValue()).toBe(KYC_DETAILS.legalName);
      expect(await page.getByRole('textbox', { name: /^NIB/ }).inputValue()).toBe(KYC_DETAILS.nib);
      expect(await page.getByRole('textbox', { name: /^NPWP/ }).inputValue()).toBe(KYC_DETAILS.npwp);
      expect(await page.getByLabel('Business address').inputValue()).toBe(KYC_DETAILS.address);
      expect(await page.getByLabel("Owner's NIK (KTP number)").inputValue()).toBe(KYC_DETAILS.ownerKtp);
      await visible(page.locator('#kyc-doc-ktp-state').filter({ hasText: 'Sent before (PDF): used again' }));
      await visible(page.locator('#kyc-doc-nib-state').filter({ hasText: 'Sent before (PDF): used again' }));
      await checkPage(page, 'kyc-rejected-en');

      // One field changed; a file of the wrong type for the KTP is refused with a plain message, and
      // the KTP is then missing: submitting says so.
      const address = `${KYC_DETAILS.address}, RT 02`;
      await page.getByLabel('Business address').fill(address);
      await page
        .getByLabel("Owner's KTP")
        .setInputFiles({ name: 'ktp.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') });
      await visible(page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG or PDF file.' }));
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await visible(page.getByRole('alert').filter({ hasText: "Upload the owner's KTP" }));
      await checkPage(page, 'kyc-invalid-en');

      // Storage refuses an upload (as it does a file its policy does not admit): the page says so.
      await page.route('**/*', (route) =>
        isKycUpload(route.request())
          ? route.fulfill({
              status: 403,
              contentType: 'application/xml',
              body: '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>',
            })
          : route.fallback(),
      );
      await page
        .getByLabel("Owner's KTP")
        .setInputFiles({ name: 'ktp-refused.pdf', mimeType: 'application/pdf', buffer: PDF_SCAN });
      await visible(page.getByRole('alert').filter({ hasText: 'The upload failed. Choose the file again.' }));
      await page.unroute('**/*');

      // A sharper KTP this time; the NIB sent before goes again without an upload. Under review again.
      const before = (await dashboardApi(page, '/dashboard/v1/kyc')).body;
      const nibId = before.documents.find((document: { kind: string }) => document.kind === 'nib').id;
      await page
        .getByLabel("Owner's KTP")
        .setInputFiles({ name: 'ktp-sharp.pdf', mimeType: 'application/pdf', buffer: PDF_SCAN });
      await visible(page.getByText('Uploaded: ktp-sharp.pdf'));
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await visible(page.getByRole('heading', { level: 2, name: 'Status: Under review' }));
      await checkPage(page, 'kyc-resubmitted-en');
      const after = (await dashboardApi(page, '/dashboard/v1/kyc')).body;
      expect(after).toMatchObject({
        kyc_status: 'submitted',
        submission: { legal_name: KYC_DETAILS.legalName, nib: KYC_DETAILS.nib, address },
      });
      expect(after.documents.map((document: { id: string }) => document.id)).toContain(nibId);

      // The overview no longer asks to verify while the review runs.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }).click();
      await visible(page.getByText('Verification status: Under review'));
      expect(await page.getByRole('article', { name: 'Verify your business' }).count()).toBe(0);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

/**
 * Where the pool requires MFA (staging, prod), a new user's first sign-in is Cognito's MFA_SETUP
 * challenge. cognito-local never sends it, so here the browser's calls to the user pool are answered
 * as Cognito does (the API reference's shapes): InitiateAuth checks the password for real and keeps
 * the real tokens, but answers MFA_SETUP; AssociateSoftwareToken gives a secret; VerifySoftwareToken
 * accepts only the current TOTP code of that secret; RespondToAuthChallenge MFA_SETUP hands over the
 * kept tokens. What is tested is the page: the secret and URI shown, a wrong code said, the sign-in done.
 */
describe('sign-in with the MFA_SETUP challenge in a browser', () => {
  const harness = useBrowser();

  test(
    'a new user of a pool that requires MFA sets TOTP up inside the sign-in and is signed in',
    async () => {
      const page = await harness().newPage();
      const email = uniqueEmail('mfa-setup');
      await signUpViaUi(page, email);

      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const actions: { action: string; body: any }[] = [];
      let tokens: unknown;
      await page.route('**/*', async (route) => {
        const target = route.request().headers()['x-amz-target'];
        if (!target) return route.continue();
        const action = target.replace('AWSCognitoIdentityProviderService.', '');
        const body = route.request().postDataJSON();
        actions.push({ action, body });
        const answer = (status: number, json: unknown) =>
          route.fulfill({ status, contentType: 'application/x-amz-json-1.1', body: JSON.stringify(json) });
        if (action === 'InitiateAuth') {
          const real = await route.fetch();
          const json = await real.json();
          if (!json.AuthenticationResult) return route.fulfill({ response: real });
          tokens = json.AuthenticationResult;
          return answer(200, {
            ChallengeName: 'MFA_SETUP',
            Session: 'session-1',
            ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: email },
          });
        }
        if (action === 'AssociateSoftwareToken') return answer(200, { SecretCode: secret, Session: 'session-2' });
        if (action === 'VerifySoftwareToken')
          // The current or the previous 30 s window, as Cognito allows for a slow typist.
          return [totp(secret), totp(secret, Date.now() - 30_000)].includes(body.UserCode)
            ? answer(200, { Status: 'SUCCESS', Session: 'session-3' })
            : answer(400, { __type: 'CodeMismatchException', message: 'Invalid code received for user' });
        if (action === 'RespondToAuthChallenge')
          return answer(200, { ChallengeParameters: {}, AuthenticationResult: tokens });
        if (action === 'SetUserMFAPreference') return answer(200, {});
        return route.continue();
      });

      await page.goto('/dashboard/sign-in');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Kata sandi').fill(PASSWORD);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Atur autentikasi dua langkah' }));
      await visible(page.getByText(secret, { exact: true }));
      await visible(
        page.getByText(`otpauth://totp/Merchant%20Dashboard%3A${encodeURIComponent(email)}?secret=${secret}`),
      );
      // The QR code an authenticator app scans reads as that very URI (drawn in the browser).
      const qr = page.getByRole('img', { name: 'Kode QR dari URI otpauth, untuk aplikasi autentikator' });
      await visible(qr);
      expect(readQrCode(await qr.screenshot())).toBe(
        `otpauth://totp/Merchant%20Dashboard%3A${encodeURIComponent(email)}?secret=${secret}&issuer=Merchant%20Dashboard`,
      );
      await checkPage(page, 'sign-in-mfa-setup');

      await page.getByLabel('Kode 6 digit').fill(totp(secret) === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Aktifkan' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'Kode salah' }));
      await checkPage(page, 'sign-in-mfa-setup-wrong-code');

      const code = totp(secret);
      await page.getByLabel('Kode 6 digit').fill(code);
      await page.getByRole('button', { name: 'Aktifkan' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Buat merchant Anda' }));

      expect(actions.map((call) => call.action)).toEqual([
        'InitiateAuth',
        'AssociateSoftwareToken',
        'VerifySoftwareToken',
        'VerifySoftwareToken',
        'RespondToAuthChallenge',
        'SetUserMFAPreference',
      ]);
      expect(actions[1]!.body).toEqual({ Session: 'session-1' });
      expect(actions[3]!.body).toMatchObject({ Session: 'session-2', UserCode: code });
      expect(actions[4]!.body).toMatchObject({
        ChallengeName: 'MFA_SETUP',
        Session: 'session-3',
        ChallengeResponses: { USERNAME: email },
      });
      // Signed in for real: the API accepts the token the challenge handed over.
      expect((await dashboardApi(page, '/dashboard/v1/me')).status).toBe(200);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
