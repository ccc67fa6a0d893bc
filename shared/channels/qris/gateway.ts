import * as z from 'zod';
import type { GatewayHttp } from '../../gateway/http-client';

/** QRIS's part of the gateway port and of its HTTP client (docs/ARCHITECTURE.md, section 12). */

export interface CreateQrisInput {
  partnerReff: string;
  amountIdr: number;
  expiresAtIso: string;
}

export interface QrisCreated {
  qrisId: string;
  qrString: string;
  qrImageUrl: string;
}

export interface QrisGateway {
  createQris(input: CreateQrisInput): Promise<QrisCreated>;
}

// Response schemas ignore unknown keys deliberately: the gateway may add fields without telling us,
// and we only ever read the ones named here.
const QrisResponseSchema = z.object({
  qris_id: z.string().min(1),
  qr_string: z.string().min(1),
  qr_image_url: z.url(),
});

export function qrisGateway(http: GatewayHttp): QrisGateway {
  return {
    async createQris(input) {
      const body = await http.request('POST', '/v1/qris', QrisResponseSchema, {
        partner_reff: input.partnerReff,
        amount: input.amountIdr,
        expires_at: input.expiresAtIso,
      });
      return { qrisId: body.qris_id, qrString: body.qr_string, qrImageUrl: body.qr_image_url };
    },
  };
}
