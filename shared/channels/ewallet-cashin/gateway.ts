import * as z from 'zod';
import type { GatewayHttp } from '../../gateway/http-client';
import { EWALLET_CASHIN_REFERENCE_PATTERN } from './limits';

/** E-wallet cash-in's part of the gateway port and of its HTTP client (docs/ARCHITECTURE.md, section 12). */

export interface CreateEwalletCashinInput {
  partnerReff: string;
  amountIdr: number;
  /** The e-wallet (the gateway's product code, shared with e-wallet payouts). */
  productCode: string;
  /** The customer's wallet, as 08... */
  phoneNumber: string;
  expiresAtIso: string;
}

export interface EwalletCashinCreated {
  /** The 12-digit number the customer sees in the wallet app when asked to approve. */
  referenceNumber: string;
}

export interface EwalletCashinGateway {
  /** Asks the e-wallet to push a payment request to the customer's app; no money moves until a callback says paid. */
  createEwalletCashin(input: CreateEwalletCashinInput): Promise<EwalletCashinCreated>;
}

// Unknown keys are ignored deliberately: the gateway may add fields, we read only these.
const EwalletCashinResponseSchema = z.object({
  reference_number: z.string().regex(EWALLET_CASHIN_REFERENCE_PATTERN),
});

export function ewalletCashinGateway(http: GatewayHttp): EwalletCashinGateway {
  return {
    async createEwalletCashin(input) {
      const body = await http.request('POST', '/v1/ewallet-cashin', EwalletCashinResponseSchema, {
        partner_reff: input.partnerReff,
        amount: input.amountIdr,
        product_code: input.productCode,
        phone_number: input.phoneNumber,
        expires_at: input.expiresAtIso,
      });
      return { referenceNumber: body.reference_number };
    },
  };
}
