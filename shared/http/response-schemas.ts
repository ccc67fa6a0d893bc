/**
 * The schemas of what we send that only the documents need: the success-response schemas of the
 * routes, by the name a route row gives in `responses[status].schema`, and the body of each webhook
 * event (a channel's own body shape comes from its folder). Only the OpenAPI document
 * (shared/openapi.ts) imports these tables: a function answers with plain objects and never
 * evaluates a response or webhook body schema, so its bundle leaves them out (the schema modules
 * mark their definitions pure, and nothing a handler imports references them). Evaluating zod schemas is most of what a function's import does besides
 * parsing the SDK, so every schema a bundle does not carry is cold-start time saved.
 */
import type * as z from 'zod';
import {
  DigitalBalanceResponseSchema,
  DigitalOrderResponseSchema,
  OrderWebhookSchema,
} from '../channels/digital/order-schemas';
import { PpobInquiryResponseSchema } from '../channels/digital/ppob-schemas';
import { DashboardKycResponseSchema } from '../schemas/dashboard-kyc';
import {
  GetDigitalProductResponseSchema,
  ListDigitalProductsResponseSchema,
} from '../channels/digital/product-schemas';
import {
  BatchCompletedWebhookSchema,
  PayoutBatchItemsResponseSchema,
  PayoutBatchListResponseSchema,
  PayoutBatchResponseSchema,
} from '../channels/batches/schemas';
import { EwalletProductsResponseSchema } from '../channels/ewallet/schemas';
import { CreateEwalletCashinResponseSchema } from '../channels/ewallet-cashin/schemas';
import { PayoutConfirmResponseSchema, PayoutInquiryResponseSchema } from '../channels/payouts/schemas';
import { TransferBanksResponseSchema } from '../channels/transfer/schemas';
import {
  AutoWithdrawResponseSchema,
  SettlementAccountListResponseSchema,
  SettlementAccountResponseSchema,
} from '../channels/withdrawals/schemas';
import {
  AdminKycReviewResponseSchema,
  BalanceAdjustmentResponseSchema,
  ListSuspenseResponseSchema,
  RedriveQueueResponseSchema,
  ResolveSuspenseResponseSchema,
  RotateClientSecretResponseSchema,
} from '../schemas/admin';
import { OkSchema } from '../schemas/common';
import {
  AcceptedInvitationResponseSchema,
  AuditLogResponseSchema,
  DashboardBalanceResponseSchema,
  DashboardClientResponseSchema,
  DashboardCreatedClientResponseSchema,
  DashboardInvitationResponseSchema,
  DashboardMeResponseSchema,
  DashboardMerchantResponseSchema,
  DashboardRotatedClientSecretResponseSchema,
  DashboardUserResponseSchema,
  DeclinedInvitationResponseSchema,
  KycDocumentUploadResponseSchema,
  ListDashboardClientsResponseSchema,
  ListDashboardUsersResponseSchema,
} from '../schemas/dashboard';
import { DashboardStatementResponseSchema, PinSetResponseSchema } from '../schemas/dashboard-money';
import { DeviceResponseSchema } from '../schemas/devices';
import { CreateQrisResponseSchema } from '../channels/qris/schemas';
import { GetTransactionResponseSchema, ListTransactionsResponseSchema } from '../schemas/transactions';
import {
  DedicatedVaResponseSchema,
  ListDedicatedVasResponseSchema,
  VaPaidWebhookSchema,
} from '../channels/dedicated-va/schemas';
import { ListVaBanksResponseSchema, VaPaymentResponseSchema } from '../channels/va/schemas';
import { REFUND_WEBHOOK_EVENTS, webhookEventsOf } from '../channels/registry';
import {
  ReportJobResponseSchema,
  ReportFailedWebhookSchema,
  ReportReadyWebhookSchema,
  SettlementReportResponseSchema,
} from '../channels/reports/schemas';
import {
  SandboxCallbackResponseSchema,
  SandboxClockResponseSchema,
  SandboxPaymentResponseSchema,
} from '../channels/sandbox/schemas';
import { ListRefundsResponseSchema, RefundResponseSchema, RefundWebhookSchema } from '../channels/refunds/schemas';
import {
  LinkPaymentResponseSchema,
  LinkPaymentsResponseSchema,
  PaymentLinkListResponseSchema,
  PaymentLinkResponseSchema,
  PublicLinkResponseSchema,
} from '../channels/payment-links/schemas';
import {
  listEventsResponseSchema,
  ListWebhookDeliveriesResponseSchema,
  PingWebhookSchema,
  ResendWebhookResponseSchema,
  TRANSACTION_WEBHOOK_EVENTS,
  TransactionWebhookSchema,
  WebhookPingResponseSchema,
  type WebhookEventName,
} from '../schemas/webhooks';

/** The same body schema for each of these events. */
function eventSchemas<E extends string, S extends z.ZodObject>(events: readonly E[], schema: S): Record<E, S> {
  return Object.fromEntries(events.map((event) => [event, schema])) as Record<E, S>;
}

/** Every webhook event name and the schema of its body: the x-webhooks section of /openapi.json. */
export const WEBHOOK_EVENT_SCHEMAS = /* @__PURE__ */ (() => ({
  ...eventSchemas(TRANSACTION_WEBHOOK_EVENTS, TransactionWebhookSchema),
  ...eventSchemas(webhookEventsOf('born_final'), VaPaidWebhookSchema),
  ...eventSchemas(webhookEventsOf('order'), OrderWebhookSchema),
  ...eventSchemas(REFUND_WEBHOOK_EVENTS, RefundWebhookSchema),
  'batch.completed': BatchCompletedWebhookSchema,
  'report.ready': ReportReadyWebhookSchema,
  'report.failed': ReportFailedWebhookSchema,
  'webhook.ping': PingWebhookSchema,
}))() satisfies Record<WebhookEventName, z.ZodObject>;

export const RESPONSE_SCHEMAS = {
  AdminKycReviewResponse: AdminKycReviewResponseSchema,
  AcceptedInvitationResponse: AcceptedInvitationResponseSchema,
  AuditLogResponse: AuditLogResponseSchema,
  BalanceAdjustmentResponse: BalanceAdjustmentResponseSchema,
  CreateEwalletCashinResponse: CreateEwalletCashinResponseSchema,
  CreateQrisResponse: CreateQrisResponseSchema,
  DashboardBalanceResponse: DashboardBalanceResponseSchema,
  DashboardClientResponse: DashboardClientResponseSchema,
  DashboardCreatedClientResponse: DashboardCreatedClientResponseSchema,
  DashboardInvitationResponse: DashboardInvitationResponseSchema,
  DashboardMeResponse: DashboardMeResponseSchema,
  DashboardMerchantResponse: DashboardMerchantResponseSchema,
  DashboardKycResponse: DashboardKycResponseSchema,
  DashboardRotatedClientSecretResponse: DashboardRotatedClientSecretResponseSchema,
  DashboardStatementResponse: DashboardStatementResponseSchema,
  DashboardUserResponse: DashboardUserResponseSchema,
  DeclinedInvitationResponse: DeclinedInvitationResponseSchema,
  DedicatedVaResponse: DedicatedVaResponseSchema,
  DeviceResponse: DeviceResponseSchema,
  DigitalBalanceResponse: DigitalBalanceResponseSchema,
  DigitalOrderResponse: DigitalOrderResponseSchema,
  EwalletProductsResponse: EwalletProductsResponseSchema,
  GetDigitalProductResponse: GetDigitalProductResponseSchema,
  GetTransactionResponse: GetTransactionResponseSchema,
  KycDocumentUploadResponse: KycDocumentUploadResponseSchema,
  ListDashboardClientsResponse: ListDashboardClientsResponseSchema,
  ListDashboardUsersResponse: ListDashboardUsersResponseSchema,
  ListDedicatedVasResponse: ListDedicatedVasResponseSchema,
  ListDigitalProductsResponse: ListDigitalProductsResponseSchema,
  ListRefundsResponse: ListRefundsResponseSchema,
  ListEventsResponse: /* @__PURE__ */ listEventsResponseSchema([...new Set(Object.values(WEBHOOK_EVENT_SCHEMAS))]),
  ListSuspenseResponse: ListSuspenseResponseSchema,
  ListTransactionsResponse: ListTransactionsResponseSchema,
  ListVaBanksResponse: ListVaBanksResponseSchema,
  ListWebhookDeliveriesResponse: ListWebhookDeliveriesResponseSchema,
  LinkPaymentResponse: LinkPaymentResponseSchema,
  Ok: OkSchema,
  PaymentLinkListResponse: PaymentLinkListResponseSchema,
  PaymentLinkPaymentsResponse: LinkPaymentsResponseSchema,
  PaymentLinkResponse: PaymentLinkResponseSchema,
  PayoutBatchItemsResponse: PayoutBatchItemsResponseSchema,
  PayoutBatchListResponse: PayoutBatchListResponseSchema,
  PayoutBatchResponse: PayoutBatchResponseSchema,
  PayoutConfirmResponse: PayoutConfirmResponseSchema,
  PayoutInquiryResponse: PayoutInquiryResponseSchema,
  PinSetResponse: PinSetResponseSchema,
  PpobInquiryResponse: PpobInquiryResponseSchema,
  PublicPaymentLinkResponse: PublicLinkResponseSchema,
  RedriveQueueResponse: RedriveQueueResponseSchema,
  RefundResponse: RefundResponseSchema,
  SandboxCallbackResponse: SandboxCallbackResponseSchema,
  SandboxClockResponse: SandboxClockResponseSchema,
  SandboxPaymentResponse: SandboxPaymentResponseSchema,
  SettlementReportResponse: SettlementReportResponseSchema,
  ReportJobResponse: ReportJobResponseSchema,
  ResendWebhookResponse: ResendWebhookResponseSchema,
  ResolveSuspenseResponse: ResolveSuspenseResponseSchema,
  RotateClientSecretResponse: RotateClientSecretResponseSchema,
  TransferBanksResponse: TransferBanksResponseSchema,
  SettlementAccountResponse: SettlementAccountResponseSchema,
  SettlementAccountListResponse: SettlementAccountListResponseSchema,
  AutoWithdrawResponse: AutoWithdrawResponseSchema,
  VaPaymentResponse: VaPaymentResponseSchema,
  WebhookPingResponse: WebhookPingResponseSchema,
} as const;

export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
