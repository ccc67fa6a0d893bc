import type { MerchantRecord } from '../store/merchants';

/** The merchant as its users see it in the dashboard. */
export interface DashboardMerchantView {
  id: string;
  business_name: string;
  kyc_status: MerchantRecord['kyc_status'];
  kyc_rejection_reason: string | null;
}

export const dashboardMerchantView = (merchant: MerchantRecord): DashboardMerchantView => ({
  id: merchant.id,
  business_name: merchant.name,
  kyc_status: merchant.kyc_status,
  kyc_rejection_reason: merchant.kyc_rejection_reason ?? null,
});
