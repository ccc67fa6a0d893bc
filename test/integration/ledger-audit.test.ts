import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../shared/config';
import { adminAdjustBalance } from '../../shared/operations/admin';
import {
  AUDIT_SETTLE_LAG_MS,
  FULL_AUDIT_EVERY_MS,
  runLedgerAudit,
  type LedgerAuditSummary,
} from '../../shared/operations/ledger-audit';
import type { Scheduler } from '../../shared/scheduler';
import { readCheckpoint } from '../../shared/store/audit-state';
import { ddb, tableName } from '../../shared/store/aws';
import { ledgerLogPartition } from '../../shared/store/keys';
import { postingKey } from '../../shared/store/ledger';
import { adjustment, createMerchantFixture, valueOf } from '../support/harness';

/**
 * The incremental ledger audit against DynamoDB Local: the first run seeds every merchant's running
 * sums, later runs read only the ledger log since the checkpoint, and the daily full pass walks the
 * merchants in pages within the run's budget. Time is the test's: the audit's `nowMs` and a budget
 * whose scheduler the test moves (a tick per look at the clock), never the wall clock.
 */

/** A scheduler whose clock moves `tickMs` each time it is read: a run that reads it n times has spent n ticks. */
function tickingBudget(ticks: number): { deadlineMs: number; scheduler: Scheduler } {
  let nowMs = 0;
  const scheduler: Scheduler = {
    nowMs: () => (nowMs += 1000),
    sleep: () => Promise.resolve(),
  };
  return { deadlineMs: ticks * 1000 + 500, scheduler };
}
const unlimited = () => tickingBudget(1_000_000);

const ownProblems = (run: LedgerAuditSummary, merchantId: string) =>
  run.problems.filter((problem) => problem.includes(merchantId));

/** A posting as the engine writes it (ledger log included), but with no balance update: an imbalanced entry. */
async function writePostingBehindTheEngine(merchantId: string, amount: number, atMs: number): Promise<void> {
  const id = `tamper-${merchantId}-${atMs}`;
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...postingKey(merchantId, 0, id),
        entity: 'posting',
        id,
        from: 'system:operator_adjustments',
        to: `merchant:${merchantId}:available`,
        amount,
        memo: 'written behind the engine',
        reference: id,
        at_ms: atMs,
        gsi2pk: ledgerLogPartition(id, config().dueShards),
        gsi2sk: atMs,
      },
    }),
  );
}

let nowMs = Date.now();
const later = (ms: number) => (nowMs += ms);

describe('the incremental ledger audit', () => {
  let tampered: string;
  let honest: string;

  beforeAll(async () => {
    tampered = (await createMerchantFixture({ balanceIdr: 50_000 })).merchantId;
    honest = (await createMerchantFixture({ balanceIdr: 20_000 })).merchantId;
    // Five merchants in all: the full pass below needs more than its runs' budgets take.
    for (const balanceIdr of [10_000, 11_000, 12_000]) await createMerchantFixture({ balanceIdr });
  });

  it('seeds every merchant on its first run, then checks what changed since its checkpoint', async () => {
    // The fixtures were funded at the wall clock's time: the watermark (now less the lag) is past them.
    const seeded = await runLedgerAudit(later(2 * AUDIT_SETTLE_LAG_MS), unlimited());
    expect(seeded).toMatchObject({ phase: 'running', full_pass: 'completed', balanced: true });
    expect(seeded.merchants_checked).toBeGreaterThanOrEqual(5);

    const clock = { nowMs: () => nowMs };
    valueOf(await adminAdjustBalance(adjustment(honest, 5_000, 'an honest move', clock)));
    const next = await runLedgerAudit(later(AUDIT_SETTLE_LAG_MS + 60_000), unlimited());
    expect(next).toMatchObject({ balanced: true, full_pass: 'idle', merchants_checked: 1, postings_checked: 1 });
    expect(next.through_ms).toBe(nowMs - AUDIT_SETTLE_LAG_MS);
  });

  it('finds an imbalanced entry written behind the engine in the next run, and keeps finding it', async () => {
    await writePostingBehindTheEngine(tampered, 777, later(1_000));
    const found = await runLedgerAudit(later(60_000), unlimited());
    expect(found.balanced).toBe(false);
    expect(ownProblems(found, tampered)).toEqual([`merchant ${tampered} available: balance 50000 != ledger 50777`]);
    expect(ownProblems(found, honest)).toEqual([]);
    expect((await readCheckpoint())?.flagged).toEqual([tampered]);

    // Nothing new touched it: the flagged merchant is checked again in full, so the alarm stays raised.
    const again = await runLedgerAudit(later(15 * 60_000), unlimited());
    expect(ownProblems(again, tampered)).toEqual([`merchant ${tampered} available: balance 50000 != ledger 50777`]);
    expect(again.balanced).toBe(false);
  });

  it('runs the daily full pass in pages within its budget, each run resuming from its cursor', async () => {
    later(FULL_AUDIT_EVERY_MS);
    const first = await runLedgerAudit(nowMs, tickingBudget(2));
    expect(first.full_pass).toBe('paused');
    const afterFirst = (await readCheckpoint())!;
    expect(afterFirst.full_cursor).toEqual(expect.any(String));

    const second = await runLedgerAudit(later(15 * 60_000), tickingBudget(1));
    expect(second.full_pass).toBe('paused');
    const afterSecond = (await readCheckpoint())!;
    // One more merchant, in id order after the first run's cursor.
    expect(afterSecond.full_cursor! > afterFirst.full_cursor!).toBe(true);

    const last = await runLedgerAudit(later(15 * 60_000), unlimited());
    expect(last.full_pass).toBe('completed');
    const done = (await readCheckpoint())!;
    expect(done.full_cursor).toBeUndefined();
    expect(done.full_completed_at_ms).toBe(nowMs);
    expect(await runLedgerAudit(later(15 * 60_000), unlimited())).toMatchObject({ full_pass: 'idle' });
  });
});
