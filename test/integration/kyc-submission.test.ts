import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fc from 'fast-check';
import {
  KYC_DOCUMENT_BYTES_MAX,
  KYC_DOCUMENTS_PER_MERCHANT_MAX,
  KYC_UNSUBMITTED_DOCUMENT_DAYS,
  KYC_UPLOAD_URL_SECONDS,
} from '../../shared/constants';
import type { MemberRole } from '../../shared/domain/members';
import { listAuditEntries } from '../../shared/store/audit-log';
import { listKycDocuments } from '../../shared/store/kyc';
import { copyIfUnchanged } from '../../shared/store/kyc-objects';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import { handler as kycDocumentSweep } from '../../functions/workers/kyc-document-sweep';
import { createMerchantFixture, dashboardClaims, earlierDays, invoke, TestClock, useClock } from '../support/harness';

/**
 * Merchant KYC through the dashboard (docs/ARCHITECTURE.md, section 15) against DynamoDB Local and
 * fauxqs's S3: the owner declares documents, uploads each with a multipart POST of its presigned
 * form, and submits; the submission pins a checked copy of each; an operator reviews (presigned GET
 * URLs of the pinned copies) and approves or rejects. fauxqs has no POST upload; local/s3-post.ts
 * answers it in front of fauxqs with S3's policy checks (signature, fields, Content-Type,
 * content-length-range), which are what these tests refuse uploads by. What a POST policy cannot
 * stop (an object written some other way) is written straight into the bucket with PutObject: the
 * submission's own checks must catch it, and do.
 */
const ADMIN = { authorization: 'Bearer test-admin-token' };
const PDF = Buffer.from('%PDF-1.4\n% a scanned document\n');
const DAY_MS = 86_400_000;

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

interface Upload {
  upload_url: string;
  upload_fields: Record<string, string>;
}

/**
 * The upload a browser makes: a multipart POST of the presigned form's fields, then the file.
 * `fieldChanges` changes fields the way a client that does not follow the form would.
 */
async function post(
  upload: Upload,
  bytes: Buffer,
  fieldChanges: Record<string, string> = {},
): Promise<{ status: number; code: string | undefined }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.upload_fields, ...fieldChanges })) form.append(name, value);
  form.append('file', new Blob([bytes]), 'scan');
  const answer = await fetch(upload.upload_url, { method: 'POST', body: form });
  const text = await answer.text();
  return { status: answer.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
}

/** A document created and uploaded; its id. */
async function uploaded(owner: Owner, kind: string, contentType = 'application/pdf', bytes = PDF): Promise<string> {
  const created = await createDocument(owner, kind, contentType);
  expect(created.status).toBe(201);
  expect(await post(created.body, bytes)).toEqual({ status: 204, code: undefined });
  return created.body.document_id as string;
}

/** The bucket as S3 itself, for writes no presigned POST would let through and for reading what is stored. */
const bucketClient = new S3Client({
  region: process.env.AWS_REGION,
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
afterAll(() => bucketClient.destroy());

const uploadKey = (owner: Owner, documentId: string) => `kyc/uploads/${owner.merchantId}/${documentId}`;

/** Writes an object under a document's upload key directly, as no browser with the form could. */
async function overwrite(owner: Owner, documentId: string, bytes: Buffer, contentType = 'application/pdf') {
  await bucketClient.send(
    new PutObjectCommand({
      Bucket: process.env.KYC_BUCKET,
      Key: uploadKey(owner, documentId),
      Body: bytes,
      ContentType: contentType,
    }),
  );
}

/** Whether the bucket holds an object under `key`. */
async function stored(key: string): Promise<boolean> {
  return bucketClient.send(new HeadObjectCommand({ Bucket: process.env.KYC_BUCKET, Key: key })).then(
    () => true,
    (error: { $metadata?: { httpStatusCode?: number } }) => {
      if (error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    },
  );
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

const review = (merchantId: string) => invoke('adminGetKyc', { headers: ADMIN, params: { id: merchantId } });

/** What the operator downloads for each document of the review, by document id. */
async function operatorDownloads(merchantId: string): Promise<Map<string, Buffer>> {
  const reviewed = await review(merchantId);
  expect(reviewed.status).toBe(200);
  const files = new Map<string, Buffer>();
  for (const document of reviewed.body.documents as Array<{ id: string; download_url: string }>) {
    const download = await fetch(document.download_url);
    expect(download.status).toBe(200);
    files.set(document.id, Buffer.from(await download.arrayBuffer()));
  }
  return files;
}

describe('KYC documents', () => {
  it('answers a presigned POST of kyc/uploads/<merchant>/<document> whose policy fixes the key and type and caps the size, valid 15 minutes', async () => {
    const owner = await ownerWithMerchant();
    const before = Date.now();
    const created = await createDocument(owner, 'ktp', 'image/jpeg');
    expect(created).toMatchObject({
      status: 201,
      body: {
        ok: true,
        document_id: expect.stringMatching(/^kyd_[A-Za-z0-9]{24}$/),
        upload_url: expect.any(String),
        upload_fields: expect.any(Object),
      },
    });
    const { upload_url: url, upload_fields: fields, document_id: documentId } = created.body;
    expect(new URL(url).pathname).toBe(`/${process.env.KYC_BUCKET}`);
    expect(fields).toMatchObject({
      key: `kyc/uploads/${owner.merchantId}/${documentId}`,
      'Content-Type': 'image/jpeg',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$Content-Type', 'image/jpeg'],
        ['content-length-range', 1, KYC_DOCUMENT_BYTES_MAX],
        { key: `kyc/uploads/${owner.merchantId}/${documentId}` },
        { bucket: process.env.KYC_BUCKET },
      ]),
    );
    const policyExpiresMs = Date.parse(policy.expiration);
    expect(policyExpiresMs).toBeGreaterThanOrEqual(Math.floor((before + KYC_UPLOAD_URL_SECONDS * 1000) / 1000) * 1000);
    expect(policyExpiresMs).toBeLessThanOrEqual(Date.now() + KYC_UPLOAD_URL_SECONDS * 1000);
    // A browser's preflight of the upload (local/infra.ts answers it for fauxqs, as the dev bucket's CORS rule does).
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
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

  it('is refused by the POST policy: over 10 MiB, empty, another type, another key, a field it does not name, a changed policy', async () => {
    const owner = await ownerWithMerchant();
    const created = await createDocument(owner, 'npwp', 'application/pdf');
    const upload = created.body as Upload;
    expect(await post(upload, Buffer.alloc(KYC_DOCUMENT_BYTES_MAX + 1, 0x20))).toEqual({
      status: 400,
      code: 'EntityTooLarge',
    });
    expect(await post(upload, Buffer.alloc(0))).toEqual({ status: 400, code: 'EntityTooSmall' });
    expect(await post(upload, PDF, { 'Content-Type': 'image/png' })).toEqual({ status: 403, code: 'AccessDenied' });
    const otherKey = `kyc/submitted/${owner.merchantId}/${created.body.document_id}/forged`;
    expect(await post(upload, PDF, { key: otherKey })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, PDF, { 'x-amz-meta-note': 'extra' })).toEqual({ status: 403, code: 'AccessDenied' });
    const policy = JSON.parse(Buffer.from(upload.upload_fields.Policy!, 'base64').toString('utf8'));
    const uncapped = {
      ...policy,
      conditions: policy.conditions.filter(
        (condition: unknown) => !Array.isArray(condition) || condition[0] !== 'content-length-range',
      ),
    };
    expect(
      await post(upload, Buffer.alloc(KYC_DOCUMENT_BYTES_MAX + 1, 0x20), {
        Policy: Buffer.from(JSON.stringify(uncapped)).toString('base64'),
      }),
    ).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    // Nothing of it was stored: the document is still not uploaded.
    expect(await stored(uploadKey(owner, created.body.document_id))).toBe(false);
    // At exactly 10 MiB the policy lets it through.
    expect(await post(upload, Buffer.alloc(KYC_DOCUMENT_BYTES_MAX, 0x20))).toEqual({ status: 204, code: undefined });
  });

  it(`refuses the document after ${KYC_DOCUMENTS_PER_MERCHANT_MAX} with 409 kyc_document_limit_reached, also when sent at once`, async () => {
    const owner = await ownerWithMerchant();
    const first = KYC_DOCUMENTS_PER_MERCHANT_MAX - 5;
    for (let index = 0; index < first; index += 1) expect((await createDocument(owner, 'deed')).status).toBe(201);
    const burst = await Promise.all(Array.from({ length: 10 }, () => createDocument(owner, 'deed')));
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(5);
    for (const answer of burst.filter((one) => one.status !== 201))
      expect([answer.status, answer.body.error]).toEqual([409, 'kyc_document_limit_reached']);
    const over = await createDocument(owner, 'ktp');
    expect([over.status, over.body.error]).toEqual([409, 'kyc_document_limit_reached']);
    expect(over.body.message).toContain(`${KYC_UNSUBMITTED_DOCUMENT_DAYS} days`);
    expect(await listKycDocuments(owner.merchantId)).toHaveLength(KYC_DOCUMENTS_PER_MERCHANT_MAX);
    expect((await actionsOf(owner.merchantId)).filter((action) => action === 'kyc.document_created')).toHaveLength(
      KYC_DOCUMENTS_PER_MERCHANT_MAX,
    );
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

  it('refuses an object above the size cap that reached the upload key some other way than the POST', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const npwp = await uploaded(owner, 'npwp');
    await overwrite(owner, npwp, Buffer.alloc(KYC_DOCUMENT_BYTES_MAX + 1, 0x20));
    const refused = await submit(owner, [ktp, npwp]);
    expect([refused.status, refused.body.error]).toEqual([422, 'kyc_document_too_large']);
    // Nothing is pinned of a refused submission.
    expect((await listKycDocuments(owner.merchantId)).map((document) => document.pinned)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('refuses an object stored with another content type than declared (the POST policy itself refuses it)', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const created = await createDocument(owner, 'npwp', 'application/pdf');
    expect(await post(created.body, PDF, { 'Content-Type': 'image/png' })).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    await overwrite(owner, created.body.document_id, PDF, 'image/png');
    const refused = await submit(owner, [ktp, created.body.document_id]);
    expect([refused.status, refused.body.error]).toEqual([422, 'kyc_document_content_type_mismatch']);
  });

  it('shows the operator what the submission checked, whatever is uploaded to the document afterwards', async () => {
    const owner = await ownerWithMerchant();
    const ktpBytes = Buffer.from('%PDF-1.4\n% the KTP as it was checked\n');
    const ktpUpload = await createDocument(owner, 'ktp');
    expect((await post(ktpUpload.body, ktpBytes)).status).toBe(204);
    const ktp = ktpUpload.body.document_id as string;
    const nib = await uploaded(owner, 'nib');
    expect((await submit(owner, [ktp, nib])).status).toBe(200);

    // The upload form is still within its 15 minutes: it replaces the upload, and a direct write replaces it again with 11 MiB.
    expect(await post(ktpUpload.body, Buffer.from('%PDF-1.4\n% swapped after the check\n'))).toEqual({
      status: 204,
      code: undefined,
    });
    await overwrite(owner, ktp, Buffer.alloc(11 * 1024 * 1024, 0x41));

    const downloads = await operatorDownloads(owner.merchantId);
    expect(downloads.get(ktp)).toEqual(ktpBytes);
    expect(downloads.get(nib)).toEqual(PDF);
    const reviewed = await review(owner.merchantId);
    expect(reviewed.body.documents.map((document: { size_bytes: number }) => document.size_bytes)).toEqual([
      ktpBytes.length,
      PDF.length,
    ]);
    const [pinned] = await listKycDocuments(owner.merchantId).then((documents) =>
      documents.filter((document) => document.id === ktp),
    );
    expect(pinned!.pinned).toMatchObject({
      key: expect.stringMatching(new RegExp(`^kyc/submitted/${owner.merchantId}/${ktp}/[0-9a-f]{32}$`)),
      size_bytes: ktpBytes.length,
    });

    // Rejected and submitted again naming the same KTP: its pinned copy stands, not the 11 MiB now uploaded.
    expect((await decide(owner.merchantId, { decision: 'reject', reason: 'The NIB is unreadable' })).status).toBe(200);
    const newNib = await uploaded(owner, 'nib');
    expect((await submit(owner, [ktp, newNib])).status).toBe(200);
    const again = await operatorDownloads(owner.merchantId);
    expect(again.get(ktp)).toEqual(ktpBytes);
    expect(again.get(newNib)).toEqual(PDF);
  });

  it('copies an upload to its pinned key only while it is what was checked (S3 copy-source-if-match)', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const checked = await bucketClient.send(
      new HeadObjectCommand({ Bucket: process.env.KYC_BUCKET, Key: uploadKey(owner, ktp) }),
    );
    await overwrite(owner, ktp, Buffer.from('%PDF-1.4\n% replaced between the check and the copy\n'));
    const target = `kyc/submitted/${owner.merchantId}/${ktp}/race`;
    expect(await copyIfUnchanged(uploadKey(owner, ktp), checked.ETag!, target)).toBe('changed');
    expect(await stored(target)).toBe(false);
    const current = await bucketClient.send(
      new HeadObjectCommand({ Bucket: process.env.KYC_BUCKET, Key: uploadKey(owner, ktp) }),
    );
    expect(await copyIfUnchanged(uploadKey(owner, ktp), current.ETag!, target)).toEqual({ key: target });
    expect(await stored(target)).toBe(true);
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

describe('KYC documents never submitted', () => {
  afterEach(() => useClock(undefined));

  /** 10:00 Jakarta time on days of 1990: the only documents on the due index that early are this block's. */
  const pastClock = earlierDays(Date.parse('1990-12-31T10:00:00+07:00'));
  const sweep = () => kycDocumentSweep({}, { getRemainingTimeInMillis: () => 60_000 });

  it(`are deleted ${KYC_UNSUBMITTED_DOCUMENT_DAYS} days after their creation with their uploads; submitted ones stay, pinned`, async () => {
    const clock: TestClock = pastClock();
    useClock(clock);
    const createdMs = clock.nowMs();
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const nib = await uploaded(owner, 'nib');
    const deed = await uploaded(owner, 'deed');
    const neverUploaded = (await createDocument(owner, 'npwp')).body.document_id as string;
    clock.advanceSeconds(3600);
    expect((await submit(owner, [ktp, nib])).status).toBe(200);

    clock.set(createdMs + KYC_UNSUBMITTED_DOCUMENT_DAYS * DAY_MS - 1);
    expect(await sweep()).toMatchObject({ checked: 0, applied: 0, failed: 0 });
    expect(await listKycDocuments(owner.merchantId)).toHaveLength(4);

    clock.set(createdMs + KYC_UNSUBMITTED_DOCUMENT_DAYS * DAY_MS);
    expect(await sweep()).toMatchObject({ checked: 4, applied: 4, failed: 0, remainingDue: false });
    const left = await listKycDocuments(owner.merchantId);
    expect(left.map((document) => [document.id, document.status]).sort()).toEqual(
      [
        [ktp, 'submitted'],
        [nib, 'submitted'],
      ].sort(),
    );
    for (const id of [ktp, nib, deed, neverUploaded]) expect(await stored(uploadKey(owner, id))).toBe(false);
    // The operator still has what the submission checked: the pinned copies.
    for (const document of left) expect(await stored(document.pinned!.key)).toBe(true);
    const downloads = await operatorDownloads(owner.merchantId);
    expect([...downloads.keys()]).toEqual([ktp, nib]);
    expect(downloads.get(ktp)).toEqual(PDF);
    // Nothing is due any more: the submitted documents left the index with their uploads.
    expect(await sweep()).toMatchObject({ checked: 0, applied: 0 });
  });

  it('free their place under the limit, and a submission naming one is refused once they are due', async () => {
    const clock: TestClock = pastClock();
    useClock(clock);
    const createdMs = clock.nowMs();
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner, 'ktp');
    const nib = await uploaded(owner, 'nib');
    for (let index = 2; index < KYC_DOCUMENTS_PER_MERCHANT_MAX; index += 1)
      expect((await createDocument(owner, 'deed')).status).toBe(201);
    expect((await createDocument(owner, 'deed')).body.error).toBe('kyc_document_limit_reached');

    clock.set(createdMs + KYC_UNSUBMITTED_DOCUMENT_DAYS * DAY_MS);
    const late = await submit(owner, [ktp, nib]);
    expect([late.status, late.body.error]).toEqual([404, 'not_found']);
    expect(late.body.message).toContain(`within ${KYC_UNSUBMITTED_DOCUMENT_DAYS} days`);
    expect(await sweep()).toMatchObject({ applied: KYC_DOCUMENTS_PER_MERCHANT_MAX, failed: 0 });
    expect(await listKycDocuments(owner.merchantId)).toEqual([]);

    const again = await uploaded(owner, 'ktp');
    const againNib = await uploaded(owner, 'nib');
    expect((await submit(owner, [again, againNib])).status).toBe(200);
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
