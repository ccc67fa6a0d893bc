import type { DedicatedVaRecord } from './store';
import { toJakartaIso } from '../../time';

/** The contract's Dedicated VA. */
export function dedicatedVaView(va: DedicatedVaRecord) {
  return {
    id: va.id,
    bank_code: va.bank_code,
    bank_name: va.bank_name,
    virtual_account_number: va.virtual_account_number,
    account_name: va.account_name,
    status: va.status,
    created_at: toJakartaIso(va.created_at_ms),
  };
}
