import type { RouteDefinition } from '../http/route';
import { listPaymentLinksRow } from './list-payment-links';

export const dashboardListPaymentLinksRow = {
  ...listPaymentLinksRow,
  id: 'dashboardListPaymentLinks',
  handler: 'functions/dashboard/list-payment-links.ts',
  auth: 'user',
  access: 'member',
  permission: undefined,
  summary: 'Your payment links',
  description: "The API's list of payment links, newest first.",
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
