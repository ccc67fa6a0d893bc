import type { Clock } from '../../clock';
import { VA_BANKS_CACHE_SECONDS } from '../../constants';
import type { Gateway, VaBank } from '../../gateway/port';
import { done, type Outcome } from '../../domain/outcome';

/**
 * The gateway's one-time VA banks, cached per Lambda container: the list changes rarely, and every
 * VA creation checks the bank code against it. Concurrent misses share one gateway call.
 */
let cached: { banks: VaBank[]; expiresAtMs: number } | undefined;
let loading: Promise<VaBank[]> | undefined;

export function activeVaBanks(gateway: Gateway, nowMs: number): Promise<VaBank[]> {
  if (cached !== undefined && cached.expiresAtMs > nowMs) return Promise.resolve(cached.banks);
  loading ??= gateway
    .listVaBanks()
    .then((banks) => {
      cached = { banks, expiresAtMs: nowMs + VA_BANKS_CACHE_SECONDS * 1000 };
      return banks;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** Forgets the cached list: the gateway refused a bank it listed, or a test changed the list. */
export function forgetVaBanks(): void {
  cached = undefined;
}

export async function listVaBanks(gateway: Gateway, clock: Clock): Promise<Outcome<{ banks: VaBank[] }>> {
  const banks = await activeVaBanks(gateway, clock.nowMs());
  return done({ banks: banks.map(({ code, name, method }) => ({ code, name, method })) });
}
