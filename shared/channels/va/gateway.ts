import * as z from 'zod';
import type { GatewayHttp } from '../../gateway/http-client';

/** One-time VA's part of the gateway port and of its HTTP client (docs/ARCHITECTURE.md, section 12). */

export interface VaBank {
  code: string;
  name: string;
  method: string;
}

export interface CreateOneTimeVaInput {
  partnerReff: string;
  bankCode: string;
  amountIdr: number;
  expiresAtIso: string;
  accountName: string;
}

export interface VirtualAccountCreated {
  virtualAccountNumber: string;
  bankName: string;
  accountName: string;
}

export interface VaGateway {
  /** The banks currently active for one-time VA. */
  listVaBanks(): Promise<VaBank[]>;
  createOneTimeVa(input: CreateOneTimeVaInput): Promise<VirtualAccountCreated>;
}

// Response schemas ignore unknown keys deliberately: the gateway may add fields without telling us,
// and we only ever read the ones named here.
const BanksResponseSchema = z.object({
  banks: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), method: z.string().min(1) })),
});

/** The gateway's answer for any virtual account it issues. */
export const VirtualAccountResponseSchema = z.object({
  virtual_account_number: z.string().regex(/^\d+$/),
  bank_name: z.string().min(1),
  account_name: z.string().min(1),
});

export function toVirtualAccount(body: z.infer<typeof VirtualAccountResponseSchema>): VirtualAccountCreated {
  return {
    virtualAccountNumber: body.virtual_account_number,
    bankName: body.bank_name,
    accountName: body.account_name,
  };
}

export function vaGateway(http: GatewayHttp): VaGateway {
  return {
    async listVaBanks() {
      const body = await http.request('GET', '/v1/va/banks', BanksResponseSchema);
      return body.banks.map(({ code, name, method }) => ({ code, name, method }));
    },
    async createOneTimeVa(input) {
      const body = await http.request('POST', '/v1/va', VirtualAccountResponseSchema, {
        partner_reff: input.partnerReff,
        bank_code: input.bankCode,
        amount: input.amountIdr,
        expires_at: input.expiresAtIso,
        account_name: input.accountName,
      });
      return toVirtualAccount(body);
    },
  };
}
