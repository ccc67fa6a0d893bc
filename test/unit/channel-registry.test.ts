import {
  CHANNEL_SETTINGS,
  CHANNEL_WEBHOOK_EVENT_NOTES,
  CHANNEL_SETTING_KEYS,
  CHANNELS,
  GATEWAY_CALLBACK_TYPES,
  INBOUND_TYPES,
  INQUIRY_PAYOUT_TYPES,
  ORDER_TYPES,
  PAYOUT_TYPES,
  REFUND_WEBHOOK_EVENTS,
  TRANSACTION_TYPES,
} from '../../shared/channels/registry';
import { PAYOUT_INQUIRY_BODY_SCHEMAS, payoutChannel } from '../../shared/channels/payouts/channels';
import { DEFAULT_FEES } from '../../shared/domain/fees';
import { PUSH_EVENTS } from '../../shared/domain/push-message';
import { GATEWAY_CALLBACK_CHANNELS, PAYOUT_CHANNELS } from '../../shared/gateway/port';
import { merchantView } from '../../shared/operations/admin';
import type { RouteDefinition } from '../../shared/http/route';
import { ROUTES } from '../../shared/routes';
import { PatchMerchantBodySchema } from '../../shared/schemas/admin';
import type { MerchantRecord } from '../../shared/store/merchants';
import { WEBHOOK_EVENT_NAMES } from '../../shared/schemas/webhooks';

/** The lists that were written by hand before the registry, in the order the contract shows them. */
describe('channel registry', () => {
  it('derives the transaction types in the order of the OpenAPI enum', () => {
    expect(TRANSACTION_TYPES).toEqual([
      'qris',
      'va',
      'dedicated_va',
      'transfer',
      'ewallet',
      'withdrawal',
      'ewallet_cashin',
      'digital',
      'ppob',
      'adjustment',
    ]);
  });

  it('derives the gateway callback, inbound, payout and order types', () => {
    expect(GATEWAY_CALLBACK_TYPES).toEqual([
      'qris',
      'va',
      'dedicated_va',
      'transfer',
      'ewallet',
      'withdrawal',
      'ewallet_cashin',
    ]);
    expect(GATEWAY_CALLBACK_CHANNELS).toEqual(GATEWAY_CALLBACK_TYPES);
    expect(INBOUND_TYPES).toEqual(['qris', 'va', 'dedicated_va', 'ewallet_cashin']);
    expect(PAYOUT_TYPES).toEqual(['transfer', 'ewallet', 'withdrawal']);
    expect(INQUIRY_PAYOUT_TYPES).toEqual(['transfer', 'ewallet']);
    expect(PAYOUT_CHANNELS).toEqual(PAYOUT_TYPES);
    expect(ORDER_TYPES).toEqual(['digital', 'ppob']);
  });

  it('names only webhook events the contract documents, and every transaction event is carried by a type', () => {
    const carried = new Set<string>(Object.values(CHANNELS).flatMap((entry) => [...entry.webhookEvents]));
    for (const event of carried) expect(WEBHOOK_EVENT_NAMES).toContain(event);
    // The refunds' events carry a refund, not a transaction: no row names them (the rows' `refund` says which have refunds).
    // The probe, a payout batch's end and a report ready or failed carry no transaction either.
    const others = new Set<string>([
      'webhook.ping',
      'batch.completed',
      'report.ready',
      'report.failed',
      ...REFUND_WEBHOOK_EVENTS,
    ]);
    expect(WEBHOOK_EVENT_NAMES.filter((event) => !others.has(event) && !carried.has(event))).toEqual([]);
    expect(REFUND_WEBHOOK_EVENTS.filter((event) => carried.has(event))).toEqual([]);
  });

  it('notes every event some type carries, and only those', () => {
    const carried = new Set<string>(Object.values(CHANNELS).flatMap((entry) => [...entry.webhookEvents]));
    expect(new Set(Object.keys(CHANNEL_WEBHOOK_EVENT_NOTES))).toEqual(carried);
  });

  it('gives each event that notifies devices to some type', () => {
    const carried = new Set<string>(Object.values(CHANNELS).flatMap((entry) => [...entry.webhookEvents]));
    for (const event of PUSH_EVENTS) expect(carried.has(event)).toBe(true);
  });

  it('charges each fee key it names by the defaults', () => {
    for (const entry of Object.values(CHANNELS))
      if (entry.fees !== null) expect(DEFAULT_FEES[entry.fees]).toBeDefined();
  });

  it('gives each route tag it names to some route', () => {
    const tags = new Set(Object.values(CHANNELS).flatMap((entry) => (entry.tag === null ? [] : [entry.tag])));
    expect([...tags].sort()).toEqual(['Dashboard', 'Digital products', 'Inbound payments', 'Payouts']);
    for (const tag of tags) expect(ROUTES.some((route) => route.tag === tag)).toBe(true);
  });
  it("derives the admin API's channel settings: each an integer in its range, shown once set", () => {
    expect(CHANNEL_SETTING_KEYS).toEqual(['digital_markup_idr']);
    const merchant: MerchantRecord = { id: 'm_1', name: 'Toko', kyc_status: 'verified', created_at_ms: 0 };
    for (const key of CHANNEL_SETTING_KEYS) {
      const { minIdr, maxIdr } = CHANNEL_SETTINGS[key];
      for (const ok of [minIdr, maxIdr]) expect(PatchMerchantBodySchema.safeParse({ [key]: ok }).success).toBe(true);
      for (const bad of [minIdr - 1, maxIdr + 1, minIdr + 0.5, String(maxIdr), null]) {
        expect(PatchMerchantBodySchema.safeParse({ [key]: bad }).success).toBe(false);
      }
      expect(merchantView(merchant)).not.toHaveProperty(key);
      expect(merchantView({ ...merchant, [key]: maxIdr })).toHaveProperty(key, maxIdr);
    }
  });

  // The dashboard's payout inquiry takes each payout type's API body and says where that route is.
  it.each(INQUIRY_PAYOUT_TYPES.map((type) => [type] as const))(
    'lists the %s payout with the body and path of its API inquiry, which the dashboard inquiry describes',
    (type) => {
      const inquiry = (ROUTES as readonly RouteDefinition[]).find((route) => route.path === `/${type}/inquiry`);
      expect(inquiry?.request?.body).toBe(PAYOUT_INQUIRY_BODY_SCHEMAS[type]);
      expect(ROUTES.some((route) => route.path === `/${type}/confirm`)).toBe(true);
      const dashboard = ROUTES.find((route) => route.id === 'dashboardPayoutInquiry');
      expect(dashboard?.description).toContain(`\`channel: "${type}"\``);
      expect(dashboard?.description).toContain(`POST /api/v1/${type}/inquiry`);
      expect(dashboard?.summary).toContain(payoutChannel(type).label);
    },
  );
});
