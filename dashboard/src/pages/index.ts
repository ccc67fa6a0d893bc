import type { ComponentType } from 'preact';
import type { MessageKey } from '../i18n';
import type { Role } from '../session';
import { comingPage } from './coming';
import { Export } from './export';
import { Integration } from './integration';
import { IntegrationClient } from './integration-client';
import { Kyc } from './kyc';
import { Mfa } from './mfa';
import { Overview } from './overview';
import { Statement } from './statement';
import { TransactionDetail } from './transaction-detail';
import { Transactions } from './transactions';
import { Webhooks } from './webhooks';

/**
 * Every page of a signed-in member, in menu order: one row per page. To build a page, write
 * `pages/<page>.tsx` and put its component in its row instead of `comingPage(...)`. `roles` are
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
    path: '/dashboard/statement',
    title: 'nav.statement',
    component: Statement,
    roles: ['owner', 'finance', 'viewer'],
  },
  { path: '/dashboard/export', title: 'nav.export', component: Export },
  { path: '/dashboard/payouts', title: 'nav.payouts', component: comingPage('nav.payouts'), roles: ALL_FINANCE },
  { path: '/dashboard/cash-in', title: 'nav.cashin', component: comingPage('nav.cashin'), roles: ALL_FINANCE },
  { path: '/dashboard/integration', title: 'nav.integration', component: Integration, roles: DEVELOPERS },
  {
    path: '/dashboard/integration/:client_id',
    title: 'nav.integration',
    component: IntegrationClient,
    roles: DEVELOPERS,
    nav: false,
  },
  { path: '/dashboard/webhooks', title: 'nav.webhooks', component: Webhooks, roles: DEVELOPERS },
  { path: '/dashboard/users', title: 'nav.users', component: comingPage('nav.users'), roles: ['owner'] },
  { path: '/dashboard/audit-log', title: 'nav.auditLog', component: comingPage('nav.auditLog'), roles: ['owner'] },
  { path: '/dashboard/account/mfa', title: 'nav.mfa', component: Mfa, nav: false },
];
