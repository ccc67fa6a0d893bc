import fc from 'fast-check';
import { createSimulatorCore, type SimulatorCore } from '../../local/simulator/core';
import type { SimResponse } from '../../local/simulator/http';
import { SIMULATOR_STATE_RETENTION_MS, type SimulatorState } from '../../local/simulator/state';
import type { GatewayCallback } from '../../shared/gateway/port';

/**
 * The gateway simulator's snapshots (local/simulator/state.ts): a simulator restored from the
 * plain JSON another wrote answers every request as the writer would, and the deployed prune
 * drops only records past the retention.
 */
const NOW_MS = Date.parse('2026-11-01T03:00:00.000Z');
const API_KEY = 'sim-test-key';

interface Twin {
  core: SimulatorCore;
  callbacks: GatewayCallback[];
}

function simulator(): Twin {
  const callbacks: GatewayCallback[] = [];
  const core = createSimulatorCore({
    apiKey: API_KEY,
    callbackSecret: 'secret',
    callbackUrl: 'http://receiver/callbacks',
    signal: new AbortController().signal,
    scheduler: { nowMs: () => NOW_MS, sleep: () => Promise.resolve() },
    dueTasks: 'durable',
    deliver: (callback, copies) => {
      for (let i = 0; i < copies; i += 1) callbacks.push(callback);
      return Promise.resolve(Array.from({ length: copies }, () => ({ status: 200, attempts: 1 })));
    },
  });
  core.setBaseUrl('https://simulator.example');
  return { core, callbacks };
}

function call(twin: Twin, method: string, target: string, body?: unknown): Promise<SimResponse> {
  const url = new URL(target, 'https://simulator.example');
  return twin.core.handle({
    method,
    path: url.pathname,
    query: url.searchParams,
    authorization: `Bearer ${API_KEY}`,
    rawBody: body === undefined ? '' : JSON.stringify(body),
    signal: new AbortController().signal,
  });
}

/** The restored twin: a JSON round trip of the original's snapshot, as the deployed simulator saves it. */
function restoredFrom(original: Twin): Twin {
  const twin = simulator();
  twin.core.restore(JSON.parse(JSON.stringify(original.core.snapshot())) as SimulatorState);
  return twin;
}

const REFFS = ['R0', 'R1', 'R2'] as const;
const SUFFIXES = ['4321', '1111', '2222', '3333', '9999'] as const;
const expiresAt = new Date(NOW_MS + 3_600_000).toISOString();

type Op =
  | { op: 'qr'; reff: string; amount: number }
  | { op: 'pay-qr' | 'va-pay' | 'payout-status' | 'complete'; reff: string }
  | { op: 'va'; reff: string; amount: number }
  | { op: 'payout'; reff: string; amount: number; suffix: string };

const reff = fc.constantFrom(...REFFS);
const amount = fc.integer({ min: 10_000, max: 60_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('qr' as const), reff, amount }),
  fc.record({ op: fc.constant('va' as const), reff, amount }),
  fc.record({
    op: fc.constantFrom('pay-qr' as const, 'va-pay' as const, 'payout-status' as const, 'complete' as const),
    reff,
  }),
  fc.record({ op: fc.constant('payout' as const), reff, amount, suffix: fc.constantFrom(...SUFFIXES) }),
);

function vaNumberOf(twin: Twin, partnerReff: string): string {
  const va = twin.core.books.va
    .all()
    .find((record) => (record as { partnerReff?: string }).partnerReff === partnerReff);
  return va?.number ?? '8890800000000000';
}

function apply(twin: Twin, op: Op): Promise<SimResponse> {
  switch (op.op) {
    case 'qr':
      return call(twin, 'POST', '/v1/qris', { partner_reff: op.reff, amount: op.amount, expires_at: expiresAt });
    case 'pay-qr':
      return call(twin, 'POST', `/control/qris/${op.reff}/pay`);
    case 'va':
      return call(twin, 'POST', '/v1/va', {
        partner_reff: op.reff,
        bank_code: '008',
        amount: op.amount,
        expires_at: expiresAt,
        account_name: 'Toko Satu',
      });
    case 'va-pay': {
      const va = twin.core.books.va
        .all()
        .find((record) => (record as { partnerReff?: string }).partnerReff === op.reff);
      return call(twin, 'POST', `/control/va/${vaNumberOf(twin, op.reff)}/pay`, {
        amount: (va as { amountIdr?: number } | undefined)?.amountIdr ?? 10_000,
      });
    }
    case 'payout':
      return call(twin, 'POST', '/v1/payouts', {
        partner_reff: op.reff,
        channel: 'transfer',
        amount: op.amount,
        bank_code: '002',
        account_number: `12345${op.suffix}`,
      });
    case 'payout-status':
      return call(twin, 'GET', `/v1/payouts/${op.reff}`);
    case 'complete':
      return call(twin, 'POST', `/control/payouts/${op.reff}/complete`, { outcome: 'executed' });
  }
}

/** A value drawn after the snapshot (a new QR's id, a new callback's reference) differs between twins; one kept in the state may not. */
function masked(value: unknown, known: string): unknown {
  if (typeof value === 'string') {
    const drawn = value.match(/[A-Z]{2,4}[0-9A-F]{20}|\d{10,}/g) ?? [];
    return drawn.some((token) => !known.includes(token)) ? '<fresh>' : value;
  }
  if (Array.isArray(value)) return value.map((item) => masked(item, known));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, masked(item, known)]));
  }
  return value;
}

describe('a restored gateway simulator answers as the one that wrote the snapshot', () => {
  it('whatever happened before the snapshot and whatever is asked after it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { maxLength: 8 }),
        fc.array(opArb, { minLength: 1, maxLength: 6 }),
        async (before, after) => {
          const original = simulator();
          for (const op of before) await apply(original, op);
          const known = JSON.stringify(original.core.snapshot());
          const restored = restoredFrom(original);
          const firstCallback = original.callbacks.length;
          for (const op of after) {
            const expected = masked(await apply(original, op), known);
            expect(masked(await apply(restored, op), known)).toEqual(expected);
          }
          expect(masked(restored.callbacks, known)).toEqual(masked(original.callbacks.slice(firstCallback), known));
          expect(restored.core.due.snapshot().map((entry) => entry.task)).toEqual(
            original.core.due.snapshot().map((entry) => entry.task),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a QR created before the snapshot is paid after it with the same callback fields', async () => {
    const original = simulator();
    await apply(original, { op: 'qr', reff: 'QR-1', amount: 25_000 });
    const restored = restoredFrom(original);
    await apply(original, { op: 'pay-qr', reff: 'QR-1' });
    await apply(restored, { op: 'pay-qr', reff: 'QR-1' });
    const { gateway_reference: _a, ...expected } = original.callbacks[0]!;
    const { gateway_reference: _b, ...actual } = restored.callbacks[0]!;
    expect(actual).toEqual(expected);
    expect(actual).toMatchObject({ event: 'payment.paid', channel: 'qris', partner_reff: 'QR-1', amount: 25_000 });
  });

  it('a one-time VA paid stays paid, and its partner_reff and a payout’s stay taken', async () => {
    const original = simulator();
    await apply(original, { op: 'va', reff: 'VA-1', amount: 50_000 });
    await apply(original, { op: 'va-pay', reff: 'VA-1' });
    await apply(original, { op: 'payout', reff: 'PO-1', amount: 20_000, suffix: '2222' });
    const restored = restoredFrom(original);
    const va = restored.core.books.va.all()[0] as { status?: string };
    expect(va.status).toBe('paid');
    expect((await apply(restored, { op: 'va', reff: 'VA-1', amount: 50_000 })).status).toBe(409);
    const conflict = await apply(restored, { op: 'payout', reff: 'PO-1', amount: 30_000, suffix: '2222' });
    expect(conflict.status).toBe(409);
    const status = await apply(restored, { op: 'payout-status', reff: 'PO-1' });
    expect(status).toMatchObject({ status: 200, json: { partner_reff: 'PO-1', status: 'pending' } });
    expect(restored.core.due.snapshot()).toEqual([
      expect.objectContaining({ task: { kind: 'payout-callback', partnerReff: 'PO-1', outcome: 'executed' } }),
    ]);
  });
});

describe('the deployed prune', () => {
  it('drops records past the 30-day retention of simulator time and keeps the rest', async () => {
    const twin = simulator();
    await apply(twin, { op: 'qr', reff: 'QR-OLD', amount: 25_000 });
    await apply(twin, { op: 'va', reff: 'VA-OLD', amount: 25_000 });
    await apply(twin, { op: 'payout', reff: 'PO-OLD', amount: 25_000, suffix: '4321' });
    const kept = twin.core.snapshot(NOW_MS);
    expect(kept.payouts.map((record) => record.partnerReff)).toEqual(['PO-OLD']);
    expect(kept.books.qris.map((record) => record.partnerReff)).toEqual(['QR-OLD']);
    expect(kept.books.va.vas).toHaveLength(1);
    const expired = twin.core.snapshot(NOW_MS + 3_600_001);
    expect([expired.books.qris, expired.books.va.vas]).toEqual([[], []]);
    expect(expired.payouts).toHaveLength(0);
    // The session keeps 30 days back from its clock (lambda/session.ts).
    expect(SIMULATOR_STATE_RETENTION_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
