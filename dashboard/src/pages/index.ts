import type { ComponentType } from 'preact';
import type { MessageKey } from '../i18n';
import type { Role } from '../session';
import { AuditLog } from './audit-log';
import { AutoWithdraw } from './auto-withdraw';
import { BatchDetail } from './batch-detail';
import { Batches } from './batches';
import { CashIn } from './cash-in';
import { Export } from './export';
import { Integration } from './integration';
import { IntegrationClient } from './integration-client';
import { Kyc } from './kyc';
import { Mfa } from './mfa';
import { Overview } from './overview';
import { PaymentLinkDetail } from './payment-link-detail';
import { PaymentLinkCreate } from './payment-link-form';
import { PaymentLinks } from './payment-links';
import { Payouts } from './payouts';
import { Pin } from './pin';
import { Reports } from './reports';
import { SettlementAccounts } from './settlement-accounts';
import { Statement } from './statement';
import { TransactionDetail } from './transaction-detail';
import { TransactionReceipt } from './transaction-receipt';
import { Transactions } from './transactions';
import { Users } from './users';
import { Webhooks } from './webhooks';
import { Withdraw } from './withdraw';

/**
 * Every page of a signed-in member, in menu order: one row per page. A new page is
 * `pages/<page>.tsx` and its row here. `roles` are
 * the roles that see it in the menu (the API refuses the others with 403 anyway); no `roles` =
 * every member. `nav: false` keeps a page out of the main menu (it is linked from elsewhere).
 */
export interface PageRow {
  path: string;
  title: MessageKey;
  component: ComponentType;
  roles?: Role[];
  nav?: false;
}

const ALL_FINANCE: Role[] = ['owner', 'finance'];
const DEVELOPERS: Role[] = ['owner', 'developer'];

export const PAGES: PageRow[] = [
  { path: '/dashboard/', title: 'nav.overview', component: Overview },
  { path: '/dashboard/onboarding', title: 'nav.onboarding', component: Kyc },
  { path: '/dashboard/transactions', title: 'nav.transactions', component: Transactions },
  {
    path: '/dashboard/transactions/:partner_reff',
    title: 'nav.transactions',
    component: TransactionDetail,
    nav: false,
  },
  {
    path: '/dashboard/transactions/:partner_reff/receipt',
    title: 'receipt.title',
    component: TransactionReceipt,
    nav: false,
  },
  {
    path: '/dashboard/statement',
    title: 'nav.statement',
    component: Statement,
    roles: ['owner', 'finance', 'viewer'],
  },
  {
    path: '/dashboard/reports',
    title: 'nav.reports',
    component: Reports,
    roles: ['owner', 'finance', 'viewer'],
  },
  { path: '/dashboard/export', title: 'nav.export', component: Export },
  { path: '/dashboard/payment-links', title: 'nav.paymentLinks', component: PaymentLinks },
  {
    path: '/dashboard/payment-links/new',
    title: 'links.createTitle',
    component: PaymentLinkCreate,
    roles: ['owner', 'developer', 'finance'],
    nav: false,
  },
  { path: '/dashboard/payment-links/:link_id', title: 'nav.paymentLinks', component: PaymentLinkDetail, nav: false },
  { path: '/dashboard/payouts', title: 'nav.payouts', component: Payouts, roles: ALL_FINANCE },
  { path: '/dashboard/payouts/pin', title: 'pin.title', component: Pin, roles: ALL_FINANCE, nav: false },
  { path: '/dashboard/withdraw', title: 'nav.withdraw', component: Withdraw, roles: ALL_FINANCE },
  {
    path: '/dashboard/settlement-accounts',
    title: 'nav.settlementAccounts',
    component: SettlementAccounts,
    roles: ALL_FINANCE,
  },
  { path: '/dashboard/auto-withdraw', title: 'nav.autoWithdraw', component: AutoWithdraw, roles: ['owner'] },
  {
    path: '/dashboard/payout-batches',
    title: 'nav.batches',
    component: Batches,
    roles: ['owner', 'finance', 'viewer'],
  },
  {
    path: '/dashboard/payout-batches/:batch_id',
    title: 'nav.batches',
    component: BatchDetail,
    roles: ['owner', 'finance', 'viewer'],
    nav: false,
  },
  { path: '/dashboard/cash-in', title: 'nav.cashin', component: CashIn, roles: ALL_FINANCE },
  { path: '/dashboard/integration', title: 'nav.integration', component: Integration, roles: DEVELOPERS },
  {
    path: '/dashboard/integration/:client_id',
    title: 'nav.integration',
    component: IntegrationClient,
    roles: DEVELOPERS,
    nav: false,
  },
  { path: '/dashboard/webhooks', title: 'nav.webhooks', component: Webhooks, roles: DEVELOPERS },
  { path: '/dashboard/users', title: 'nav.users', component: Users, roles: ['owner'] },
  { path: '/dashboard/audit-log', title: 'nav.auditLog', component: AuditLog, roles: ['owner'] },
  { path: '/dashboard/account/mfa', title: 'nav.mfa', component: Mfa, nav: false },
];
