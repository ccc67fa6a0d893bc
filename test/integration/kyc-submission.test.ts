import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { KYC_DOCUMENT_BYTES_MAX, KYC_UPLOAD_URL_SECONDS } from '../../shared/constants';
import type { MemberRole } from '../../shared/domain/members';
import { listAuditEntries } from '../../shared/store/audit-log';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import { createMerchantFixture, dashboardClaims, invoke } from '../support/harness';

/**
 * Merchant KYC through the dashboard (docs/ARCHITECTURE.md, section 15) against DynamoDB Local and
 * fauxqs's S3: the owner declares documents, uploads each with fetch to its presigned PUT URL, and
 * submits; an operator reviews (presigned GET URLs) and approves or rejects. fauxqs checks no
 * signature, so what S3 itself would refuse (a PUT with another Content-Type) is stored here: the
 * submit route's own checks must catch it, and do.
 */
const ADMIN = { authorization: 'Bearer test-admin-token' };
const PDF = Buffer.from('%PDF-1.4\n% a scanned document\n');

interface Owner {
  claims: Record<string, unknown>;
  merchantId: string;
  user: { sub: string; email: string };
}

const newUser = () => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
};

async function ownerWithMerchant(): Promise<Owner> {
  const user = newUser();
  const created = await invoke('dashboardCreateMerchant', {
    claims: dashboardClaims(user),
    body: { business_name: 'Kyc Upload Test' },
  });
  expect(created.status).toBe(201);
  return { claims: dashboardClaims(user), merchantId: created.body.merchant.id as string, user };
}

/** A user holding `role` in the merchant, written the way the owner's membership is. */
async function member(merchantId: string, role: MemberRole) {
  const user = newUser();
  const written = await transactWrite(newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: 1 }));
  expect(written.ok).toBe(true);
  return dashboardClaims(user);
}

async function createDocument(owner: Owner, kind: string, contentType = 'application/pdf', headers = {}) {
  return invoke('dashboardCreateKycDocument', {
    claims: owner.claims,
    headers,
    body: { kind, content_type: contentType },
  });
}

/** The upload a browser makes: PUT of the bytes to the presigned URL with the declared Content-Type. */
async function upload(url: string, bytes: Buffer, contentType: string): Promise<number> {
  const answer = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
  return answer.status;
}

/** A document created and uploaded; its id. */
async function uploaded(owner: Owner, kind: string, contentType = 'application/pdf', bytes = PDF): Promise<string> {
  const created = await createDocument(owner, kind, contentType);
  expect(created.status).toBe(201);
  expect(await upload(created.body.upload_url, bytes, contentType)).toBe(200);
  return created.body.document_id as string;
}

const identity = {
  legal_name: 'PT Warung Sejahtera Abadi',
  nib: '1234567890123',
  npwp: '012345678901234',
  address: 'Jl. Merdeka No. 10, Jakarta Pusat 10110',
  owner_ktp_number: '3171234567890001',
};

const submit = (owner: Owner, documentIds: string[], overrides: Record<string, unknown> = {}) =>
  invoke('dashboardSubmitKyc', {
    claims: owner.claims,
    body: { ...identity, document_ids: documentIds, ...overrides },
  });

const decide = (merchantId: string, body: unknown) =>
  invoke('adminKycDecision', { headers: ADMIN, params: { id: merchantId }, body });

/** The merchant's KYC entries in the audit log, oldest first (its creation is another test's). */
async function actionsOf(merchantId: string): Promise<string[]> {
  return (await listAuditEntries(merchantId, 50)).entries
    .map((entry) => entry.action)
    .filter((action) => action.startsWith('kyc.'))
    .reverse();
}

describe('KYC documents', () => {
  it('answers a presigned PUT URL of kyc/<merchant>/<document>, signed with the content type, valid 15 minutes', async () => {
    const owner = await ownerWithMerchant();
    const before = Date.now();
    const created = await createDocument(owner, 'ktp', 'image/jpeg');
    expect(created).toMatchObject({
      status: 201,
      body: { ok: true, document_id: expect.stringMatching(/^kyd_[A-Za-z0-9]{24}$/), upload_url: expect.any(String) },
    });
    const url = new URL(created.body.upload_url);
    expect(url.pathname).toBe(`/${process.env.KYC_BUCKET}/kyc/${owner.merchantId}/${created.body.document_id}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(KYC_UPLOAD_URL_SECONDS));
    // No checksum of an empty body is signed in: a real upload would never match it.
    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
    // A browser's preflight of the upload (local/infra.ts answers it for fauxqs, as the dev bucket's CORS rule does).
    const preflight = await fetch(created.body.upload_url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const expiresAt = Date.parse(created.body.expires_at);
    // Times are given to the second (Asia/Jakarta), the fraction cut off.
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor((before + KYC_UPLOAD_URL_SECONDS * 1000) / 1000) * 1000);
    expect(await actionsOf(owner.merchantId)).toEqual(['kyc.document_created']);
    const [entry] = (await listAuditEntries(owner.merchantId, 1)).entries;
    expect(entry).toMatchObject({
      actor: { kind: 'user', sub: owner.user.sub, email: owner.user.email },
      target: created.body.document_id,
      details: { kind: 'ktp', content_type: 'image/jpeg' },
    });
  });

  it('answers the same document to a retry with the same Idempotency-Key', async () => {
    const owner = await ownerWithMerchant();
    const headers = { 'idempotency-key': randomUUID() };
    const first = await createDocument(owner, 'npwp', 'image/png', headers);
    const again = await createDocument(owner, 'npwp', 'image/png', headers);
    expect(first.status).toBe(201);
    expect(again.body.document_id).toBe(first.body.document_id);
    expect(await actionsOf(owner.merchantId)).toEqual(['kyc.document_created']);
  });

  it.each([
    [{ kind: 'passport', content_type: 'application/pdf' }, 'kind'],
    [{ kind: 'ktp', content_type: 'image/gif' }, 'content_type'],
    [{ kind: 'ktp' }, 'content_type'],
    [{ kind: 'ktp', content_type: 'image/png', key: 'kyc/other' }, 'key'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const owner = await ownerWithMerchant();
    const refused = await invoke('dashboardCreateKycDocument', { claims: owner.claims, body });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain(field);
  });

  it('is refused 409 once the merchant is verified', async () => {
    const owner = await ownerWithMerchant();
    expect((await decide(owner.merchantId, { decision: 'approve' })).status).toBe(200);
    const refused = await createDocument(owner, 'ktp');
    expect([refused.status, refused.body.error]).toEqual([409, 'kyc_already_verified']);
  });
});

describe('KYC submission', () => {
  it('uploads through the presigned URLs, submits, and the operator reviews and approves', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const npwp = await uploaded(owner, 'npwp');
    const submitted = await submit(owner, [ktp, npwp]);
    expect(submitted).toMatchObject({
      status: 200,
      body: { ok: true, merchant: { id: owner.merchantId, kyc_status: 'submitted', kyc_rejection_reason: null } },
    });
    expect((await invoke('dashboardGetMerchant', { claims: owner.claims })).body.merchant.kyc_status).toBe('submitted');

    const review = await invoke('adminGetKyc', { headers: ADMIN, params: { id: owner.merchantId } });
    expect(review).toMatchObject({
      status: 200,
      body: {
        ok: true,
        merchant: { id: owner.merchantId, kyc_status: 'submitted' },
        submission: { ...identity, document_ids: [ktp, npwp], submitted_by: owner.user },
      },
    });
    expect(review.body.documents.map((document: { id: string; kind: string }) => [document.id, document.kind])).toEqual(
      [
        [ktp, 'ktp'],
        [npwp, 'npwp'],
      ],
    );
    const download = await fetch(review.body.documents[1].download_url);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);

    expect((await decide(owner.merchantId, { decision: 'approve' })).body.merchant.kyc_status).toBe('verified');
    expect((await invoke('dashboardGetMerchant', { claims: owner.claims })).body.merchant).toMatchObject({
      kyc_status: 'verified',
      kyc_rejection_reason: null,
    });
    expect(await actionsOf(owner.merchantId)).toEqual([
      'kyc.document_created',
      'kyc.document_created',
      'kyc.submitted',
      'kyc.approved',
    ]);
    const entries = (await listAuditEntries(owner.merchantId, 2)).entries;
    expect(entries[0]).toMatchObject({ actor: { kind: 'operator' }, details: { from: 'submitted' } });
    // The identity numbers stay in the submission: the audit log names the documents only.
    expect(JSON.stringify(entries[1])).not.toContain(identity.owner_ktp_number);
  });

  it('is rejected with a reason its users see; a resubmission clears it; a second submit waits for review', async () => {
    const owner = await ownerWithMerchant();
    const documents = [await uploaded(owner, 'ktp'), await uploaded(owner, 'nib')];
    expect((await submit(owner, documents)).status).toBe(200);
    const again = await submit(owner, documents);
    expect([again.status, again.body.error]).toEqual([409, 'kyc_already_submitted']);
    const moreDocuments = await createDocument(owner, 'deed');
    expect([moreDocuments.status, moreDocuments.body.error]).toEqual([409, 'kyc_already_submitted']);

    const reason = 'The KTP scan is unreadable';
    expect((await decide(owner.merchantId, { decision: 'reject', reason })).status).toBe(200);
    expect((await invoke('dashboardGetMerchant', { claims: owner.claims })).body.merchant).toMatchObject({
      kyc_status: 'rejected',
      kyc_rejection_reason: reason,
    });
    const newKtp = await uploaded(owner, 'ktp', 'image/png');
    const resubmitted = await submit(owner, [newKtp, documents[1]!]);
    expect(resubmitted.body.merchant).toMatchObject({ kyc_status: 'submitted', kyc_rejection_reason: null });
    expect((await invoke('dashboardGetMerchant', { claims: owner.claims })).body.merchant).toMatchObject({
      kyc_status: 'submitted',
      kyc_rejection_reason: null,
    });
    const review = await invoke('adminGetKyc', { headers: ADMIN, params: { id: owner.merchantId } });
    expect(review.body.submission.document_ids).toEqual([newKtp, documents[1]]);
    expect(await actionsOf(owner.merchantId)).toEqual([
      'kyc.document_created',
      'kyc.document_created',
      'kyc.submitted',
      'kyc.rejected',
      'kyc.document_created',
      'kyc.submitted',
    ]);
  });

  it('of five concurrent submits exactly one wins; the others get 409', async () => {
    const owner = await ownerWithMerchant();
    const documents = [await uploaded(owner, 'ktp'), await uploaded(owner, 'npwp')];
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(owner, documents)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200))
      expect([answer.status, answer.body.error]).toEqual([409, 'kyc_already_submitted']);
    expect((await actionsOf(owner.merchantId)).filter((action) => action === 'kyc.submitted')).toHaveLength(1);
  });

  it('refuses a document that was never uploaded', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const notUploaded = (await createDocument(owner, 'npwp')).body.document_id as string;
    const refused = await submit(owner, [ktp, notUploaded]);
    expect([refused.status, refused.body.error]).toEqual([422, 'kyc_document_not_uploaded']);
    expect(refused.body.message).toContain(notUploaded);
    expect((await invoke('dashboardGetMerchant', { claims: owner.claims })).body.merchant.kyc_status).toBe(
      'unverified',
    );
  });

  it("answers 404 for another merchant's document, and for a well-formed id that does not exist", async () => {
    const owner = await ownerWithMerchant();
    const other = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const othersNpwp = await uploaded(other, 'npwp');
    for (const id of [othersNpwp, 'kyd_AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const refused = await submit(owner, [ktp, id]);
      expect([refused.status, refused.body.error]).toEqual([404, 'not_found']);
    }
  });

  it('refuses an object above the size cap', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const large = await uploaded(owner, 'npwp', 'application/pdf', Buffer.alloc(KYC_DOCUMENT_BYTES_MAX + 1, 0x20));
    const refused = await submit(owner, [ktp, large]);
    expect([refused.status, refused.body.error]).toEqual([422, 'kyc_document_too_large']);
  });

  it('refuses an object uploaded with another content type than declared (S3 itself refuses the PUT)', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const created = await createDocument(owner, 'npwp', 'application/pdf');
    expect(await upload(created.body.upload_url, PDF, 'image/png')).toBe(200);
    const refused = await submit(owner, [ktp, created.body.document_id]);
    expect([refused.status, refused.body.error]).toEqual([422, 'kyc_document_content_type_mismatch']);
  });

  it('names the missing document: a ktp, or an nib or npwp', async () => {
    const owner = await ownerWithMerchant();
    const npwp = await uploaded(owner, 'npwp');
    const ktp = await uploaded(owner, 'ktp');
    const deed = await uploaded(owner, 'deed');
    const noKtp = await submit(owner, [npwp, deed]);
    expect([noKtp.status, noKtp.body.error]).toEqual([422, 'kyc_documents_incomplete']);
    expect(noKtp.body.message).toContain("'ktp'");
    expect(noKtp.body.message).not.toContain("'nib'");
    const noNumber = await submit(owner, [ktp, deed]);
    expect([noNumber.status, noNumber.body.error]).toEqual([422, 'kyc_documents_incomplete']);
    expect(noNumber.body.message).toContain("'nib' or an 'npwp'");
  });

  it.each([
    [{ nib: '123456789012' }, 'nib'],
    [{ nib: '12345678901234' }, 'nib'],
    [{ nib: '123456789012a' }, 'nib'],
    [{ npwp: '01.234.567.8-901.234' }, 'npwp'],
    [{ npwp: '01234567890123' }, 'npwp'],
    [{ owner_ktp_number: '317123456789000' }, 'owner_ktp_number'],
    [{ owner_ktp_number: '31712345678900011' }, 'owner_ktp_number'],
    [{ legal_name: ' ' }, 'legal_name'],
    [{ legal_name: 'x'.repeat(201) }, 'legal_name'],
    [{ address: 'Jakarta' }, 'address'],
    [{ address: 'a'.repeat(501) }, 'address'],
    [{ document_ids: [] }, 'document_ids'],
    [{ document_ids: ['../../etc/passwd'] }, 'document_ids'],
  ])('refuses %j with 422 on %s', async (overrides, field) => {
    const owner = await ownerWithMerchant();
    const refused = await submit(owner, ['kyd_AAAAAAAAAAAAAAAAAAAAAAAA'], overrides);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).join(' ')).toContain(field);
  });

  it('accepts a 16-digit NPWP', async () => {
    const owner = await ownerWithMerchant();
    const documents = [await uploaded(owner, 'ktp'), await uploaded(owner, 'npwp')];
    expect((await submit(owner, documents, { npwp: '3171234567890001' })).status).toBe(200);
  });

  it('answers no 5xx to any body', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.stringMatching(/^\d{12,17}$/),
      fc.integer(),
      fc.constant(null),
    );
    const body = fc.oneof(
      fc.record(
        {
          legal_name: field,
          nib: field,
          npwp: field,
          address: fc.oneof(field, fc.constant(identity.address)),
          owner_ktp_number: field,
          document_ids: fc.oneof(
            fc.array(fc.oneof(fc.string(), fc.constant(ktp), fc.stringMatching(/^kyd_[A-Za-z0-9]{24}$/)), {
              maxLength: 12,
            }),
            field,
          ),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (one) => {
        const answer = await invoke('dashboardSubmitKyc', { claims: owner.claims, body: one });
        expect(answer.status).toBeLessThan(500);
        expect(answer.status).not.toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});

describe('KYC access', () => {
  it.each(['developer', 'finance', 'viewer'] as const)('refuses the %s role 403 on both routes', async (role) => {
    const owner = await ownerWithMerchant();
    const claims = await member(owner.merchantId, role);
    const document = await invoke('dashboardCreateKycDocument', {
      claims,
      body: { kind: 'ktp', content_type: 'application/pdf' },
    });
    expect([document.status, document.body.error]).toEqual([403, 'permission_denied']);
    const submitted = await invoke('dashboardSubmitKyc', {
      claims,
      body: { ...identity, document_ids: ['kyd_AAAAAAAAAAAAAAAAAAAAAAAA'] },
    });
    expect([submitted.status, submitted.body.error]).toEqual([403, 'permission_denied']);
  });

  it('answers 401 without an ID token, and 403 to a user without a merchant', async () => {
    const anonymous = await invoke('dashboardCreateKycDocument', { body: { kind: 'ktp', content_type: 'image/png' } });
    expect(anonymous.status).toBe(401);
    const stranger = await invoke('dashboardSubmitKyc', {
      claims: dashboardClaims(newUser()),
      body: { ...identity, document_ids: ['kyd_AAAAAAAAAAAAAAAAAAAAAAAA'] },
    });
    expect([stranger.status, stranger.body.error]).toEqual([403, 'permission_denied']);
  });

  it('the operator review: 404 for an unknown merchant, 401 without the admin token, null before a submission', async () => {
    expect((await invoke('adminGetKyc', { headers: ADMIN, params: { id: 'm_unknown0000000000' } })).status).toBe(404);
    const merchant = await createMerchantFixture();
    expect((await invoke('adminGetKyc', { params: { id: merchant.merchantId } })).status).toBe(401);
    const review = await invoke('adminGetKyc', { headers: ADMIN, params: { id: merchant.merchantId } });
    expect(review.body).toMatchObject({ ok: true, submission: null, documents: [] });
  });
});
