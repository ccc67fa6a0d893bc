import type { GatewayHttp } from '../../gateway/http-client';
import { toVirtualAccount, VirtualAccountResponseSchema, type VirtualAccountCreated } from '../va/gateway';

/** Dedicated VA's part of the gateway port and of its HTTP client (docs/ARCHITECTURE.md, section 12). */

export interface CreateDedicatedVaInput {
  /** Our stable reference for the merchant's permanent VA; the gateway answers the same VA for the same reference and bank. */
  reference: string;
  bankCode: string;
  accountName: string;
}

export interface DedicatedVaGateway {
  createDedicatedVa(input: CreateDedicatedVaInput): Promise<VirtualAccountCreated>;
}

export function dedicatedVaGateway(http: GatewayHttp): DedicatedVaGateway {
  return {
    async createDedicatedVa(input) {
      const body = await http.request('POST', '/v1/dedicated-va', VirtualAccountResponseSchema, {
        reference: input.reference,
        bank_code: input.bankCode,
        account_name: input.accountName,
      });
      return toVirtualAccount(body);
    },
  };
}
