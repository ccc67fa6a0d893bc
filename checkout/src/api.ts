/**
 * The hosted page's calls to the public payment-link API (`/pay/v1`, no credentials). Where the API
 * is comes from `/pay/config.json` (the local server answers it; in AWS the web bucket holds it).
 */

export type LinkStatus = 'active' | 'inactive' | 'expired' | 'completed';
export type Method = 'qris' | 'va';

export interface PublicLink {
  link_id: string;
  merchant_name: string;
  description: string;
  amount: number | null;
  amount_min: number;
  amount_max: number;
  methods: Method[];
  status: LinkStatus;
  expires_at: string | null;
  va_banks: Array<{ bank_code: string; bank_name: string }>;
}

export interface Payment {
  token: string;
  method: Method;
  amount: number;
  status: 'waiting_payment' | 'paid' | 'expired';
  expires_at: string;
  qr_string?: string;
  qr_image_url?: string;
  virtual_account_number?: string;
  bank_code?: string;
  bank_name?: string;
}

/** A refusal of the API (its `error` code and status), or `network` when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(`${status} ${code}`);
  }
}

let apiBase: Promise<string> | undefined;

function base(): Promise<string> {
  apiBase ??= fetch('/pay/config.json')
    .then((response): Promise<{ api_base?: string }> => (response.ok ? response.json() : Promise.resolve({})))
    .then((config) => (config.api_base ?? '').replace(/\/+$/, ''))
    .catch(() => '');
  return apiBase;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${await base()}/pay/v1${path}`, init);
  } catch {
    throw new ApiError('network', 0);
  }
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string } & T;
  if (!response.ok || body.ok === false) throw new ApiError(body.error ?? 'internal_error', response.status);
  return body;
}

export const getLink = async (linkId: string): Promise<PublicLink> =>
  (await call<{ link: PublicLink }>(`/links/${encodeURIComponent(linkId)}`)).link;

/**
 * The service's clock as this page sees it: each payment answer carries the service's time
 * (`server_time`), and the countdown runs by it, not by the device's clock (which may be off, and
 * the sandbox's clock may have been moved).
 */
let serviceOffsetMs = 0;

function serviceTimeSeen(serverTime: string | undefined): void {
  const serverMs = serverTime === undefined ? Number.NaN : Date.parse(serverTime);
  if (Number.isFinite(serverMs)) serviceOffsetMs = serverMs - Date.now();
}

/** Now by the service's clock (the device's until the service has been heard from). */
export const serviceNowMs = (): number => Date.now() + serviceOffsetMs;

async function paymentCall(path: string, init?: RequestInit): Promise<Payment> {
  const answer = await call<{ payment: Payment; server_time?: string }>(path, init);
  serviceTimeSeen(answer.server_time);
  return answer.payment;
}

export const createPayment = async (
  linkId: string,
  body: { method: Method; bank_code?: string; amount?: number },
): Promise<Payment> =>
  paymentCall(`/links/${encodeURIComponent(linkId)}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export const getPayment = (token: string): Promise<Payment> => paymentCall(`/payments/${encodeURIComponent(token)}`);

/** The link id of this page's address: `/pay/{link_id}`. */
export function linkIdOfPath(pathname: string): string {
  const match = /^\/pay\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] === undefined ? '' : decodeURIComponent(match[1]);
}
