import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../shared/domain/members';
import { verifyPin } from '../../shared/pin-hash';
import { listAuditEntries } from '../../shared/store/audit-log';
import { keys } from '../../shared/store/keys';
import { newMembershipItems } from '../../shared/store/members';
import { getPinAttempts } from '../../shared/store/pin-attempts';
import { transactWrite, type TxItem } from '../../shared/store/transact';
import { createMerchantFixture, dashboardClaims, invoke, TestClock, useClock } from '../support/harness';
import { ManualScheduler } from '../support/scheduler';
import { setWriteFaultInjector, type InjectedFault } from '../support/write-faults';

/**
 * Setting and changing the merchant's PIN (DESIGN 21) against DynamoDB Local: weak PINs refused
 * from the dashboard (not from the operator's admin API), and the new hash, the reset of the PIN
 * lock and the audit entry written in one transaction, all or nothing.
 */
afterEach(() => {
  setWriteFaultInjector(undefined);
  useClock(undefined);
});

const ADMIN = { authorization: 'Bearer test-admin-token' };
/** The PIN every fixture merchant starts with (set by the operator path, which takes any PIN). */
const FIXTURE_PIN = '123456';

type User = { sub: string; email: string };

async function memberOf(merchantId: string, role: MemberRole = 'owner'): Promise<User> {
  const sub = randomUUID();
  const user = { sub, email: `${sub.slice(0, 8)}@merchant.test` };
  const written = await transactWrite(
    newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: Date.now() }),
  );
  expect(written.ok).toBe(true);
  return user;
}

const setPin = (user: User, body: { new_pin: string; current_pin?: string }) =>
  invoke('dashboardSetPin', { claims: dashboardClaims(user), body });

const adminSetPin = (merchantId: string, pin: string) =>
  invoke('adminPatchMerchant', { headers: ADMIN, params: { id: merchantId }, body: { pin } });

/** Whether `pin` is the merchant's PIN now, read from the PIN item without spending an attempt. */
async function isPinNow(merchantId: string, pin: string): Promise<boolean> {
  const hash = (await getPinAttempts(merchantId)).pinHash;
  return hash !== undefined && (await verifyPin(pin, hash)).right;
}

async function auditActions(merchantId: string): Promise<string[]> {
  return (await listAuditEntries(merchantId, 50)).entries.map((entry) => entry.action);
}

const isPinItemUpdate = (merchantId: string) => (item: TxItem) => item.Update?.Key?.pk === keys.pin(merchantId).pk;

describe('weak PINs (dashboard)', () => {
  it.each(['111111', '000000', '999999', '123456', '654321', '234567', '987654', '012345', '543210', '456789'])(
    'refuses %s with 422 weak_pin, before the current PIN is judged (no attempt spent)',
    async (weak) => {
      const merchant = await createMerchantFixture();
      const owner = await memberOf(merchant.merchantId);
      const refused = await setPin(owner, { new_pin: weak, current_pin: '000000' });
      expect([refused.status, refused.body]).toEqual([
        422,
        { ok: false, error: 'weak_pin', message: expect.any(String) },
      ]);
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0 });
      expect(await isPinNow(merchant.merchantId, FIXTURE_PIN)).toBe(true);
      expect(await auditActions(merchant.merchantId)).not.toContain('pin.changed');
    },
  );

  it('refuses a weak first PIN and stores none', async () => {
    const owner = { sub: randomUUID(), email: `${randomUUID().slice(0, 8)}@merchant.test` };
    const created = await invoke('dashboardCreateMerchant', {
      claims: dashboardClaims(owner),
      body: { business_name: 'Toko PIN Lemah' },
    });
    const merchantId = created.body.merchant.id as string;
    const refused = await setPin(owner, { new_pin: '777777' });
    expect([refused.status, refused.body.error]).toEqual([422, 'weak_pin']);
    expect((await getPinAttempts(merchantId)).pinHash).toBeUndefined();
    expect((await setPin(owner, { new_pin: '582016' })).body).toEqual({ ok: true, pin_set: true });
  });

  it('accepts PINs that are neither one digit repeated nor a run', async () => {
    const merchant = await createMerchantFixture();
    const owner = await memberOf(merchant.merchantId);
    let current = FIXTURE_PIN;
    for (const next of ['112233', '123457', '890123', '135790', '121212', '482915']) {
      const changed = await setPin(owner, { new_pin: next, current_pin: current });
      expect([next, changed.status]).toEqual([next, 200]);
      current = next;
    }
    expect(await isPinNow(merchant.merchantId, '482915')).toBe(true);
  });

  it("does not hold the operator's admin API to it, nor the demo-style fixture PIN", async () => {
    const merchant = await createMerchantFixture({ pin: '123456' });
    expect(await isPinNow(merchant.merchantId, '123456')).toBe(true);
    expect((await adminSetPin(merchant.merchantId, '111111')).status).toBe(200);
    expect(await isPinNow(merchant.merchantId, '111111')).toBe(true);
    const owner = await memberOf(merchant.merchantId);
    expect((await setPin(owner, { new_pin: '582016', current_pin: '111111' })).status).toBe(200);
  });
});

describe('the PIN change, its audit entry and the lock reset: one transaction', () => {
  it('writes the new hash, the reset of every count and the audit entry in one TransactWriteItems', async () => {
    const merchant = await createMerchantFixture();
    const owner = await memberOf(merchant.merchantId);
    const seen: TxItem[][] = [];
    setWriteFaultInjector((items) => {
      if (items.some(isPinItemUpdate(merchant.merchantId))) seen.push([...items]);
      return undefined;
    });
    expect((await setPin(owner, { new_pin: '582016', current_pin: FIXTURE_PIN })).status).toBe(200);
    expect(seen).toHaveLength(1);
    const [pinUpdate, audit] = seen[0]!;
    expect(pinUpdate!.Update!.UpdateExpression).toMatch(/^SET pin_hash = :hash REMOVE .*\bwrong\b/);
    expect(audit!.Put!.Item).toMatchObject({ action: 'pin.changed', actor: { kind: 'user', sub: owner.sub } });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0, burst: 0 });
  });

  it.each([
    ['the dashboard', 'pin.changed'],
    ['the admin API', 'merchant.updated'],
  ] as const)('through %s, leaves nothing written when the transaction fails', async (path, action) => {
    const merchant = await createMerchantFixture();
    const owner = await memberOf(merchant.merchantId);
    // One wrong PIN counted, which the change would reset.
    expect((await setPin(owner, { new_pin: '582016', current_pin: '000000' })).body.error).toBe('invalid_pin');
    const before = await getPinAttempts(merchant.merchantId);
    const auditBefore = await auditActions(merchant.merchantId);
    const refused: InjectedFault = Object.assign(new Error('injected: the transaction is refused'), {
      name: 'ValidationException',
      $metadata: { httpStatusCode: 400 },
    });
    setWriteFaultInjector((items) => (items.some(isPinItemUpdate(merchant.merchantId)) ? refused : undefined));
    const answered =
      path === 'the dashboard'
        ? await setPin(owner, { new_pin: '582016', current_pin: FIXTURE_PIN })
        : await adminSetPin(merchant.merchantId, '582016');
    expect([answered.status, answered.body.error]).toEqual([500, 'internal_error']);
    setWriteFaultInjector(undefined);
    expect(await isPinNow(merchant.merchantId, FIXTURE_PIN)).toBe(true);
    expect(await isPinNow(merchant.merchantId, '582016')).toBe(false);
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(path === 'the dashboard' ? 0 : before.wrong);
    expect(await auditActions(merchant.merchantId)).toEqual(auditBefore);
    expect(auditBefore).not.toContain(action);
  });

  it('writes the change once when its answer is lost: the resend finds it made, one audit entry', async () => {
    const merchant = await createMerchantFixture();
    const owner = await memberOf(merchant.merchantId);
    const scheduler = new ManualScheduler();
    useClock(new TestClock(Date.now()), scheduler);
    let lost = 0;
    setWriteFaultInjector((items) => {
      if (!items.some(isPinItemUpdate(merchant.merchantId)) || lost > 0) return undefined;
      lost += 1;
      return { afterCommit: Object.assign(new Error('socket hang up'), { name: 'Error' }) };
    });
    const changed = await scheduler.drive(setPin(owner, { new_pin: '582016', current_pin: FIXTURE_PIN }));
    expect([changed.status, lost]).toEqual([200, 1]);
    expect(await isPinNow(merchant.merchantId, '582016')).toBe(true);
    expect((await auditActions(merchant.merchantId)).filter((name) => name === 'pin.changed')).toHaveLength(1);
  });

  it("resets the lock with an operator's new PIN: confirms locked by wrong PINs work again at once", async () => {
    const merchant = await createMerchantFixture();
    const owner = await memberOf(merchant.merchantId);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await setPin(owner, { new_pin: '582016', current_pin: '000000' })).body.error).toBe('invalid_pin');
    expect((await setPin(owner, { new_pin: '582016', current_pin: FIXTURE_PIN })).body.error).toBe('pin_locked');
    expect((await adminSetPin(merchant.merchantId, '204863')).status).toBe(200);
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0 });
    expect((await setPin(owner, { new_pin: '582016', current_pin: '204863' })).status).toBe(200);
    const entries = (await listAuditEntries(merchant.merchantId, 10)).entries;
    expect(entries.find((entry) => entry.action === 'merchant.updated')).toMatchObject({
      actor: { kind: 'operator' },
      details: { pin_changed: true },
    });
  });

  it('of two first PINs sent at once, exactly one is set, with one audit entry', async () => {
    const owner = { sub: randomUUID(), email: `${randomUUID().slice(0, 8)}@merchant.test` };
    const created = await invoke('dashboardCreateMerchant', {
      claims: dashboardClaims(owner),
      body: { business_name: 'Toko Dua PIN' },
    });
    const merchantId = created.body.merchant.id as string;
    const answers = await Promise.all([setPin(owner, { new_pin: '582016' }), setPin(owner, { new_pin: '204863' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.status === 422)!;
    expect(Object.keys(loser.body.errors)).toEqual(['current_pin']);
    const winner = answers[0].status === 200 ? '582016' : '204863';
    expect(await isPinNow(merchantId, winner)).toBe(true);
    expect((await auditActions(merchantId)).filter((name) => name === 'pin.set')).toHaveLength(1);
  });
});
