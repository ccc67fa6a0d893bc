import type { ComponentType } from 'preact';
import type { MessageKey } from '../i18n';
import type { Role } from '../session';
import { AuditLog } from './audit-log';
import { CashIn } from './cash-in';
import { comingPage } from './coming';
import { Mfa } from './mfa';
import { Overview } from './overview';
import { Payouts } from './payouts';
import { Pin } from './pin';
import { Users } from './users';

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
  { path: '/dashboard/onboarding', title: 'nav.onboarding', component: comingPage('nav.onboarding') },
  { path: '/dashboard/transactions', title: 'nav.transactions', component: comingPage('nav.transactions') },
  {
    path: '/dashboard/statement',
    title: 'nav.statement',
    component: comingPage('nav.statement'),
    roles: ['owner', 'finance', 'viewer'],
  },
  { path: '/dashboard/export', title: 'nav.export', component: comingPage('nav.export') },
  { path: '/dashboard/payouts', title: 'nav.payouts', component: Payouts, roles: ALL_FINANCE },
  { path: '/dashboard/payouts/pin', title: 'pin.title', component: Pin, roles: ALL_FINANCE, nav: false },
  { path: '/dashboard/cash-in', title: 'nav.cashin', component: CashIn, roles: ALL_FINANCE },
  {
    path: '/dashboard/integration',
    title: 'nav.integration',
    component: comingPage('nav.integration'),
    roles: DEVELOPERS,
  },
  { path: '/dashboard/webhooks', title: 'nav.webhooks', component: comingPage('nav.webhooks'), roles: DEVELOPERS },
  { path: '/dashboard/users', title: 'nav.users', component: Users, roles: ['owner'] },
  { path: '/dashboard/audit-log', title: 'nav.auditLog', component: AuditLog, roles: ['owner'] },
  { path: '/dashboard/account/mfa', title: 'nav.mfa', component: Mfa, nav: false },
];
