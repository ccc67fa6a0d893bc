import type { Page } from 'playwright-core';
export interface JourneyContext {
  page: Page;
  baseUrl: string;
  owner: { email: string; password: string; businessName: string; merchantId: string };
  client?: { clientId: string; clientSecret: string }; // set by group B's create-client step
  callbackReceiver?: { url: string; received: () => unknown[] }; // set by group B
  qr?: { partnerReff: string; amount: number }; // set by group B's QR-over-API step
}
