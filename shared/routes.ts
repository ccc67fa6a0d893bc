import type { RouteDefinition } from './http/route';
import { adminAuditRow } from './route-rows/admin-audit';
import { adminBalanceAdjustmentRow } from './route-rows/admin-balance-adjustment';
import { adminCreateClientRow } from './route-rows/admin-create-client';
import { adminCreateMerchantRow } from './route-rows/admin-create-merchant';
import { adminGetBalanceRow } from './route-rows/admin-get-balance';
import { adminListPushNotificationsRow } from './route-rows/admin-list-push-notifications';
import { adminListSuspenseRow } from './route-rows/admin-list-suspense';
import { adminListWebhookDeliveriesRow } from './route-rows/admin-list-webhook-deliveries';
import { adminPatchClientRow } from './route-rows/admin-patch-client';
import { adminPatchMerchantRow } from './route-rows/admin-patch-merchant';
import { adminResendWebhookRow } from './route-rows/admin-resend-webhook';
import { adminResolveSuspenseRow } from './route-rows/admin-resolve-suspense';
import { adminWebhookPingRow } from './route-rows/admin-webhook-ping';
import { createDedicatedVaRow } from './route-rows/create-dedicated-va';
import { createDigitalOrderRow } from './route-rows/create-digital-order';
import { createQrisRow } from './route-rows/create-qris';
import { createVaPaymentRow } from './route-rows/create-va-payment';
import { digitalBalanceRow } from './route-rows/digital-balance';
import { disableDeviceRow } from './route-rows/disable-device';
import { docsRow } from './route-rows/docs';
import { ewalletConfirmRow } from './route-rows/ewallet-confirm';
import { ewalletInquiryRow } from './route-rows/ewallet-inquiry';
import { exportTransactionsRow } from './route-rows/export-transactions';
import { gatewayCallbackRow } from './route-rows/gateway-callback';
import { getDedicatedVaRow } from './route-rows/get-dedicated-va';
import { getDigitalOrderRow } from './route-rows/get-digital-order';
import { getDigitalProductRow } from './route-rows/get-digital-product';
import { getTransactionRow } from './route-rows/get-transaction';
import { getVaPaymentRow } from './route-rows/get-va-payment';
import { healthRow } from './route-rows/health';
import { listDedicatedVasRow } from './route-rows/list-dedicated-vas';
import { listDigitalProductsRow } from './route-rows/list-digital-products';
import { listEventsRow } from './route-rows/list-events';
import { listEwalletProductsRow } from './route-rows/list-ewallet-products';
import { listTransactionsRow } from './route-rows/list-transactions';
import { listTransferBanksRow } from './route-rows/list-transfer-banks';
import { listVaBanksRow } from './route-rows/list-va-banks';
import { listWebhookDeliveriesRow } from './route-rows/list-webhook-deliveries';
import { notFoundRow } from './route-rows/not-found';
import { openApiDocumentRow } from './route-rows/open-api-document';
import { pingWebhookRow } from './route-rows/ping-webhook';
import { ppobInquiryRow } from './route-rows/ppob-inquiry';
import { ppobOrderRow } from './route-rows/ppob-order';
import { redriveQueueRow } from './route-rows/redrive-queue';
import { registerDeviceRow } from './route-rows/register-device';
import { resendWebhookDeliveryRow } from './route-rows/resend-webhook-delivery';
import { rotateClientSecretRow } from './route-rows/rotate-client-secret';
import { transferConfirmRow } from './route-rows/transfer-confirm';
import { sandboxQrisPayRow } from './route-rows/sandbox-qris-pay';
import { sandboxQrisFailRow } from './route-rows/sandbox-qris-fail';
import { sandboxQrisCancelRow } from './route-rows/sandbox-qris-cancel';
import { sandboxVaPayRow } from './route-rows/sandbox-va-pay';
import { sandboxEwalletCashinPayRow } from './route-rows/sandbox-ewallet-cashin-pay';
import { sandboxPayoutReturnRow } from './route-rows/sandbox-payout-return';
import { sandboxPayoutExecuteRow } from './route-rows/sandbox-payout-execute';
import { sandboxCallbackRow } from './route-rows/sandbox-callback';
import { sandboxClockAdvanceRow } from './route-rows/sandbox-clock-advance';
import { sandboxClockRow } from './route-rows/sandbox-clock';
import { transferInquiryRow } from './route-rows/transfer-inquiry';
import { dashboardListClientsRow } from './route-rows/dashboard-list-clients';
import { dashboardCreateClientRow } from './route-rows/dashboard-create-client';
import { dashboardPatchClientRow } from './route-rows/dashboard-patch-client';
import { dashboardRotateClientSecretRow } from './route-rows/dashboard-rotate-client-secret';
import { dashboardListClientWebhookDeliveriesRow } from './route-rows/dashboard-list-client-webhook-deliveries';
import { dashboardPingClientWebhookRow } from './route-rows/dashboard-ping-client-webhook';
import { dashboardResendWebhookDeliveryRow } from './route-rows/dashboard-resend-webhook-delivery';
import { dashboardMeRow } from './route-rows/dashboard-me';
import { dashboardCreateMerchantRow } from './route-rows/dashboard-create-merchant';
import { dashboardGetMerchantRow } from './route-rows/dashboard-get-merchant';
import { dashboardBalanceRow } from './route-rows/dashboard-balance';
import { dashboardListUsersRow } from './route-rows/dashboard-list-users';
import { dashboardInviteUserRow } from './route-rows/dashboard-invite-user';
import { dashboardChangeUserRoleRow } from './route-rows/dashboard-change-user-role';
import { dashboardRemoveUserRow } from './route-rows/dashboard-remove-user';
import { dashboardRevokeInvitationRow } from './route-rows/dashboard-revoke-invitation';
import { dashboardAcceptInvitationRow } from './route-rows/dashboard-accept-invitation';
import { dashboardDeclineInvitationRow } from './route-rows/dashboard-decline-invitation';
import { dashboardAuditLogRow } from './route-rows/dashboard-audit-log';
import { dashboardCreateEwalletCashinRow } from './route-rows/dashboard-create-ewallet-cashin';
import { dashboardStatementRow } from './route-rows/dashboard-statement';
import { dashboardListTransactionsRow } from './route-rows/dashboard-list-transactions';
import { dashboardGetTransactionRow } from './route-rows/dashboard-get-transaction';
import { dashboardExportTransactionsRow } from './route-rows/dashboard-export-transactions';
import { dashboardPayoutInquiryRow } from './route-rows/dashboard-payout-inquiry';
import { dashboardPayoutConfirmRow } from './route-rows/dashboard-payout-confirm';
import { dashboardSetPinRow } from './route-rows/dashboard-set-pin';
import { adminKycDecisionRow } from './route-rows/admin-kyc-decision';
// Issue 22, KYC through the dashboard:
import { dashboardCreateKycDocumentRow } from './route-rows/dashboard-create-kyc-document';
import { dashboardSubmitKycRow } from './route-rows/dashboard-submit-kyc';
import { dashboardGetKycRow } from './route-rows/dashboard-get-kyc';
import { adminGetKycRow } from './route-rows/admin-get-kyc';
// Issue 37, refunds (shared/channels/refunds/):
import { createRefundRow } from './route-rows/create-refund';
import { listRefundsRow } from './route-rows/list-refunds';
import { getRefundRow } from './route-rows/get-refund';
import { dashboardCreateRefundRow } from './route-rows/dashboard-create-refund';
import { dashboardListRefundsRow } from './route-rows/dashboard-list-refunds';
// Issue 38, batch payouts with a maker and a checker (shared/channels/batches/):
import { createPayoutBatchRow } from './route-rows/create-payout-batch';
import { listPayoutBatchesRow } from './route-rows/list-payout-batches';
import { getPayoutBatchRow } from './route-rows/get-payout-batch';
import { listPayoutBatchItemsRow } from './route-rows/list-payout-batch-items';
import { approvePayoutBatchRow } from './route-rows/approve-payout-batch';
import { rejectPayoutBatchRow } from './route-rows/reject-payout-batch';
import { dashboardCreatePayoutBatchRow } from './route-rows/dashboard-create-payout-batch';
import { dashboardListPayoutBatchesRow } from './route-rows/dashboard-list-payout-batches';
import { dashboardGetPayoutBatchRow } from './route-rows/dashboard-get-payout-batch';
import { dashboardListPayoutBatchItemsRow } from './route-rows/dashboard-list-payout-batch-items';
import { dashboardApprovePayoutBatchRow } from './route-rows/dashboard-approve-payout-batch';
import { dashboardRejectPayoutBatchRow } from './route-rows/dashboard-reject-payout-batch';
// Issue 42, payment links and their hosted page (shared/channels/payment-links/):
import { createPaymentLinkRow } from './route-rows/create-payment-link';
import { listPaymentLinksRow } from './route-rows/list-payment-links';
import { getPaymentLinkRow } from './route-rows/get-payment-link';
import { deactivatePaymentLinkRow } from './route-rows/deactivate-payment-link';
import { getPublicPaymentLinkRow } from './route-rows/get-public-payment-link';
import { createLinkPaymentRow } from './route-rows/create-link-payment';
import { getLinkPaymentRow } from './route-rows/get-link-payment';
import { getLinkPaymentQrRow } from './route-rows/get-link-payment-qr';
import { dashboardCreatePaymentLinkRow } from './route-rows/dashboard-create-payment-link';
import { dashboardListPaymentLinksRow } from './route-rows/dashboard-list-payment-links';
import { dashboardGetPaymentLinkRow } from './route-rows/dashboard-get-payment-link';
import { dashboardDeactivatePaymentLinkRow } from './route-rows/dashboard-deactivate-payment-link';
import { dashboardListPaymentLinkPaymentsRow } from './route-rows/dashboard-list-payment-link-payments';
// Issue 39, the settlement report (shared/channels/reports/):
import { getSettlementReportRow } from './route-rows/get-settlement-report';
import { dashboardSettlementReportRow } from './route-rows/dashboard-settlement-report';
import { createReportRow } from './route-rows/create-report';
import { getReportRow } from './route-rows/get-report';
import { dashboardCreateReportRow } from './route-rows/dashboard-create-report';
import { dashboardGetReportRow } from './route-rows/dashboard-get-report';
// Issue 39, the merchant's own money (shared/channels/withdrawals/):
import { createWithdrawalRow } from './route-rows/create-withdrawal';
import { dashboardCreateWithdrawalRow } from './route-rows/dashboard-create-withdrawal';
import { dashboardAddSettlementAccountRow } from './route-rows/dashboard-add-settlement-account';
import { dashboardListSettlementAccountsRow } from './route-rows/dashboard-list-settlement-accounts';
import { dashboardRemoveSettlementAccountRow } from './route-rows/dashboard-remove-settlement-account';
import { dashboardGetAutoWithdrawRow } from './route-rows/dashboard-get-auto-withdraw';
import { dashboardPutAutoWithdrawRow } from './route-rows/dashboard-put-auto-withdraw';

/**
 * The single source of truth for every HTTP route: the CDK stack, the local server and the OpenAPI
 * document are all generated from these rows. Adding an endpoint = one row (a module in
 * shared/route-rows/) + one handler file + its place here.
 *
 * Each row is a module of its own so that a handler imports only its own row, and with it only
 * its own route's schemas: evaluating every route's zod schemas at import was most of an API
 * function's cold start. Only the aggregate users (the OpenAPI document, the local server, route
 * matching, infra, tests) import this table.
 */
export const ROUTES = [
  healthRow,
  openApiDocumentRow,
  docsRow,
  createQrisRow,
  listTransactionsRow,
  getTransactionRow,
  exportTransactionsRow,
  // Issue 37, refunds of a payment (shared/channels/refunds/).
  createRefundRow,
  listRefundsRow,
  getRefundRow,
  listVaBanksRow,
  createVaPaymentRow,
  getVaPaymentRow,
  createDedicatedVaRow,
  listDedicatedVasRow,
  getDedicatedVaRow,
  listTransferBanksRow,
  transferInquiryRow,
  transferConfirmRow,
  listEwalletProductsRow,
  ewalletInquiryRow,
  ewalletConfirmRow,
  registerDeviceRow,
  disableDeviceRow,
  gatewayCallbackRow,
  listDigitalProductsRow,
  getDigitalProductRow,
  createDigitalOrderRow,
  getDigitalOrderRow,
  ppobInquiryRow,
  ppobOrderRow,
  digitalBalanceRow,
  listWebhookDeliveriesRow,
  resendWebhookDeliveryRow,
  pingWebhookRow,
  listEventsRow,
  adminCreateMerchantRow,
  adminPatchMerchantRow,
  adminCreateClientRow,
  adminPatchClientRow,
  rotateClientSecretRow,
  adminBalanceAdjustmentRow,
  adminGetBalanceRow,
  adminListWebhookDeliveriesRow,
  adminResendWebhookRow,
  adminWebhookPingRow,
  adminAuditRow,
  redriveQueueRow,
  adminListSuspenseRow,
  adminResolveSuspenseRow,
  adminListPushNotificationsRow,
  dashboardMeRow,
  dashboardCreateMerchantRow,
  dashboardGetMerchantRow,
  dashboardBalanceRow,
  // Issue 22, users and roles: invitations, role changes, removal, the audit log.
  dashboardListUsersRow,
  dashboardInviteUserRow,
  dashboardChangeUserRoleRow,
  dashboardRemoveUserRow,
  dashboardRevokeInvitationRow,
  // Issue 36: an invitation is a membership only once the invited user accepts it.
  dashboardAcceptInvitationRow,
  dashboardDeclineInvitationRow,
  dashboardAuditLogRow,
  // Issue 22, e-wallet cash-in (shared/channels/ewallet-cashin/).
  dashboardCreateEwalletCashinRow,
  // Issue 22, money: the statement, transactions, payouts and the PIN.
  dashboardStatementRow,
  dashboardListTransactionsRow,
  dashboardExportTransactionsRow,
  dashboardGetTransactionRow,
  dashboardCreateRefundRow,
  dashboardListRefundsRow,
  dashboardPayoutInquiryRow,
  dashboardPayoutConfirmRow,
  dashboardSetPinRow,
  adminKycDecisionRow,
  // Issue 22, API integration: the merchant's API clients and the webhook debugger of each.
  dashboardListClientsRow,
  dashboardCreateClientRow,
  dashboardPatchClientRow,
  dashboardRotateClientSecretRow,
  dashboardListClientWebhookDeliveriesRow,
  dashboardPingClientWebhookRow,
  dashboardResendWebhookDeliveryRow,
  // Issue 22, KYC through the dashboard: documents, submission, the operator's review.
  dashboardCreateKycDocumentRow,
  dashboardSubmitKycRow,
  // Issue 43: the owner's own last submission, for a rejected form to start from.
  dashboardGetKycRow,
  adminGetKycRow,
  // Issue 38, batch payouts: the API's routes, then the dashboard's.
  createPayoutBatchRow,
  listPayoutBatchesRow,
  getPayoutBatchRow,
  listPayoutBatchItemsRow,
  approvePayoutBatchRow,
  rejectPayoutBatchRow,
  dashboardCreatePayoutBatchRow,
  dashboardListPayoutBatchesRow,
  dashboardGetPayoutBatchRow,
  dashboardListPayoutBatchItemsRow,
  dashboardApprovePayoutBatchRow,
  dashboardRejectPayoutBatchRow,
  // Issue 42, payment links: the merchant's routes, then the hosted page's public ones (auth 'payer').
  createPaymentLinkRow,
  listPaymentLinksRow,
  getPaymentLinkRow,
  deactivatePaymentLinkRow,
  getPublicPaymentLinkRow,
  createLinkPaymentRow,
  getLinkPaymentRow,
  getLinkPaymentQrRow,
  // Issue 42, the dashboard's link screens: the API's operations for the signed-in user's merchant.
  dashboardCreatePaymentLinkRow,
  dashboardListPaymentLinksRow,
  dashboardGetPaymentLinkRow,
  dashboardDeactivatePaymentLinkRow,
  dashboardListPaymentLinkPaymentsRow,
  // Issue 39, the settlement report: the API's route, then the dashboard's.
  getSettlementReportRow,
  createReportRow,
  getReportRow,
  dashboardSettlementReportRow,
  dashboardCreateReportRow,
  dashboardGetReportRow,
  // Issue 39, the merchant's own money: withdrawals (API, dashboard), settlement accounts, auto-withdraw.
  createWithdrawalRow,
  dashboardCreateWithdrawalRow,
  dashboardAddSettlementAccountRow,
  dashboardListSettlementAccountsRow,
  dashboardRemoveSettlementAccountRow,
  dashboardGetAutoWithdrawRow,
  dashboardPutAutoWithdrawRow,
  // Issue 41, the deployed sandbox's own calls behind the merchant's key (shared/channels/sandbox/, sandboxOnly).
  sandboxQrisPayRow,
  sandboxQrisFailRow,
  sandboxQrisCancelRow,
  sandboxVaPayRow,
  sandboxEwalletCashinPayRow,
  sandboxPayoutReturnRow,
  sandboxPayoutExecuteRow,
  sandboxCallbackRow,
  sandboxClockAdvanceRow,
  sandboxClockRow,
  notFoundRow,
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (route === undefined) throw new Error(`Unknown route ${id}`);
  return route;
}

export const API_ROUTES: readonly RouteDefinition[] = ROUTES.filter(
  (route) => route.auth !== 'admin' && route.auth !== 'user',
);
export const DASHBOARD_ROUTES: readonly RouteDefinition[] = ROUTES.filter((route) => route.auth === 'user');
export const ADMIN_ROUTES: readonly RouteDefinition[] = ROUTES.filter((route) => route.auth === 'admin');

/** Full path of a route as a caller sees it. */
const PATH_PREFIX: Readonly<Record<RouteDefinition['auth'], string>> = {
  client: '/api/v1',
  public: '/api/v1',
  payer: '/pay/v1',
  gateway: '/api/v1',
  admin: '/admin/v1',
  user: '/dashboard/v1',
};

/** Where the sandbox's own calls live, behind the merchant's key (DESIGN 18). */
export const SANDBOX_PATH_PREFIX = '/sandbox/v1';

export function fullPath(route: RouteDefinition): string {
  return (route.sandboxOnly ? SANDBOX_PATH_PREFIX : PATH_PREFIX[route.auth]) + route.path;
}
