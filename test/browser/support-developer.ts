import type { Page } from 'playwright-core';
import { ADMIN_TOKEN, api } from '../e2e/support';
import { postKycUpload } from './journey/kyc';
import { dashboardApi } from './support';

/**
 * A merchant's KYC set up through the API, not the UI (the KYC page is another test's subject):
 * two documents uploaded through their presigned POSTs, the submission, and the operator's
 * approval over the admin API. The page's signed-in user must be the merchant's owner.
 */
export async function kycVerifiedViaApi(page: Page, merchantId: string): Promise<void> {
  const documentIds: string[] = [];
  for (const kind of ['ktp', 'nib']) {
    const document = await dashboardApi(page, '/dashboard/v1/kyc/documents', {
      method: 'POST',
      body: { kind, content_type: 'application/pdf' },
    });
    expect(document.status).toBe(201);
    const upload = await postKycUpload(document.body, `%PDF-1.4 scan of the ${kind}`, 'application/pdf');
    expect(upload.status).toBe(204);
    documentIds.push(document.body.document_id as string);
  }
  const submitted = await dashboardApi(page, '/dashboard/v1/kyc', {
    method: 'POST',
    body: {
      legal_name: 'PT Developer Browser',
      nib: '1234567890123',
      npwp: '012345678901234',
      address: 'Jl. Merdeka 1, Bandung',
      owner_ktp_number: '3273010101900001',
      document_ids: documentIds,
    },
  });
  expect(submitted).toMatchObject({ status: 200, body: { merchant: { kyc_status: 'submitted' } } });
  const approved = await api(new URL(page.url()).origin, `/admin/v1/merchants/${merchantId}/kyc`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    body: { decision: 'approve' },
  });
  expect(approved.status).toBe(200);
  const merchant = await dashboardApi(page, '/dashboard/v1/merchant');
  expect(merchant.body.merchant.kyc_status).toBe('verified');
}
