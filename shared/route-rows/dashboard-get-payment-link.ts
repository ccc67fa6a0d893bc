import type { RouteDefinition } from '../http/route';
import { getPaymentLinkRow } from './get-payment-link';

export const dashboardGetPaymentLinkRow = {
  ...getPaymentLinkRow,
  id: 'dashboardGetPaymentLink',
  handler: 'functions/dashboard/get-payment-link.ts',
  auth: 'user',
  access: 'member',
  permission: undefined,
  summary: 'One of your payment links',
  description: "The link with its paid payments counted; another merchant's link is not found.",
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
