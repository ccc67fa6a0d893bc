import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../shared/domain/members';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import { dashboardClaims, invoke } from '../support/harness';

/**
 * GET /dashboard/v1/kyc (shared/operations/kyc-own.ts): the owner reads its merchant's KYC state and
 * latest submission, so a rejected form starts from what was entered; the documents it named can be
 * named again without an upload. Only the owner, who submits it, reads it (it holds the NIK).
 */
const ADMIN = { authorization: 'Bearer test-admin-token' };
const PDF = Buffer.from('%PDF-1.4\n% a scanned document\n');

const identity = {
  legal_name: 'PT Warung Sejahtera Abadi',
  nib: '1234567890123',
  npwp: '012345678901234',
  address: 'Jl. Merdeka No. 10, Jakarta Pusat 10110',
  owner_ktp_number: '3171234567890001',
};

const newUser = () => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
};

async function ownerWithMerchant() {
  const user = newUser();
  const created = await invoke('dashboardCreateMerchant', {
    claims: dashboardClaims(user),
    body: { business_name: 'Kyc Read Test' },
  });
  expect(created.status).toBe(201);
  return { claims: dashboardClaims(user), merchantId: created.body.merchant.id as string };
}

async function member(merchantId: string, role: MemberRole) {
  const user = newUser();
  const written = await transactWrite(newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: 1 }));
  expect(written.ok).toBe(true);
  return dashboardClaims(user);
}

/** A document created and uploaded with its presigned POST, as the browser does; its id. */
async function uploaded(claims: Record<string, unknown>, kind: string): Promise<string> {
  const created = await invoke('dashboardCreateKycDocument', {
    claims,
    body: { kind, content_type: 'application/pdf' },
  });
  expect(created.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(created.body.upload_fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PDF)]), 'scan');
  expect((await fetch(created.body.upload_url as string, { method: 'POST', body: form })).status).toBe(204);
  return created.body.document_id as string;
}

const read = (claims: Record<string, unknown>) => invoke('dashboardGetKyc', { claims });

describe('GET /dashboard/v1/kyc', () => {
  it('before any submission: the state and no submission', async () => {
    const owner = await ownerWithMerchant();
    const answer = await read(owner.claims);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      kyc_status: 'unverified',
      kyc_rejection_reason: null,
      submission: null,
      documents: [],
    });
  });

  it('after a rejection: the fields as submitted, the reason, and documents a resubmission names again unchanged', async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner.claims, 'ktp');
    const nib = await uploaded(owner.claims, 'nib');
    const submitted = await invoke('dashboardSubmitKyc', {
      claims: owner.claims,
      body: { ...identity, document_ids: [ktp, nib] },
    });
    expect(submitted.status).toBe(200);
    expect((await read(owner.claims)).body).toMatchObject({ kyc_status: 'submitted', kyc_rejection_reason: null });
    const reason = 'NIB tidak terbaca';
    const decided = await invoke('adminKycDecision', {
      headers: ADMIN,
      params: { id: owner.merchantId },
      body: { decision: 'reject', reason },
    });
    expect(decided.status).toBe(200);

    const answer = await read(owner.claims);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kyc_status: 'rejected', kyc_rejection_reason: reason });
    expect(answer.body.submission).toEqual({ ...identity, submitted_at: expect.stringMatching(/\+07:00$/) });
    expect(answer.body.documents).toEqual([
      { id: ktp, kind: 'ktp', content_type: 'application/pdf', size_bytes: PDF.length, reusable: true },
      { id: nib, kind: 'nib', content_type: 'application/pdf', size_bytes: PDF.length, reusable: true },
    ]);

    // The form resubmits with one field changed and the same documents, no upload.
    const again = await invoke('dashboardSubmitKyc', {
      claims: owner.claims,
      body: { ...identity, address: 'Jl. Merdeka No. 12, Jakarta Pusat 10110', document_ids: [ktp, nib] },
    });
    expect(again.status).toBe(200);
    const after = await read(owner.claims);
    expect(after.body).toMatchObject({
      kyc_status: 'submitted',
      kyc_rejection_reason: null,
      submission: { address: 'Jl. Merdeka No. 12, Jakarta Pusat 10110' },
    });
  });

  it.each(['developer', 'finance', 'viewer'] as const)(
    'a %s is refused: the submission holds the owner NIK',
    async (role) => {
      const owner = await ownerWithMerchant();
      const answer = await read(await member(owner.merchantId, role));
      expect([answer.status, answer.body.error]).toEqual([403, 'permission_denied']);
    },
  );

  it("another merchant's owner reads its own, never this one's", async () => {
    const owner = await ownerWithMerchant();
    const ktp = await uploaded(owner.claims, 'ktp');
    const nib = await uploaded(owner.claims, 'nib');
    await invoke('dashboardSubmitKyc', { claims: owner.claims, body: { ...identity, document_ids: [ktp, nib] } });
    const other = await ownerWithMerchant();
    const answer = await read(other.claims);
    expect(answer.body).toMatchObject({ kyc_status: 'unverified', submission: null, documents: [] });
    // Naming this merchant in the header changes nothing: the user is no member of it.
    const foreign = await invoke('dashboardGetKyc', {
      claims: other.claims,
      headers: { 'x-merchant-id': owner.merchantId },
    });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'not_found']);
    expect(JSON.stringify(foreign.body)).not.toContain(identity.owner_ktp_number);
  });

  it('a user without a merchant is refused', async () => {
    const answer = await read(dashboardClaims(newUser()));
    expect([answer.status, answer.body.error]).toEqual([403, 'permission_denied']);
  });
});
