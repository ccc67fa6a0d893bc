import { MERCHANT_BUCKETS, accountSums, merchantAccount } from '../domain/ledger';
import type { StoredPosting } from '../domain/statement';
import { logger } from '../logger';
import { gaugeLedgerAudit } from '../metrics';
import { systemScheduler } from '../scheduler';
import {
  ledgerLogSince,
  merchantIdPage,
  readCheckpoint,
  readMerchantSums,
  writeCheckpoint,
  writeMerchantSums,
  type AuditCheckpoint,
} from '../store/audit-state';
import { readBalanceShards, sumOfShards } from '../store/balances';
import { SYSTEM_LEDGER_PK } from '../store/keys';
import {
  AUDIT_RECHECK_DELAY_MS,
  AUDIT_RECHECKS,
  merchantPostings,
  partitionPostings,
  suspenseCheck,
  type AuditReport,
} from '../store/ledger';
import { unitScheduler } from '../store/retry';
import { budgetOf, type SweepBudget } from './sweep-budget';

/** What the scheduled audit returns (its log line says the same). */
export type LedgerAuditSummary = Pick<
  AuditReport,
  'balanced' | 'merchants_checked' | 'postings_checked' | 'problems' | 'payout_conflicts'
> & { through_ms: number; phase: AuditCheckpoint['phase']; full_pass: 'idle' | 'paused' | 'completed' };

/**
 * Moves of the last minutes are read (a balance already holds them) but not yet folded into the
 * running sums: a move's time is taken before its transaction commits, and the index is eventually
 * consistent, so the watermark stays this far behind the clock and no posting lands behind it.
 */
export const AUDIT_SETTLE_LAG_MS = 5 * 60 * 1000;
/** The full pass (every merchant's whole ledger against its balance) starts again this long after its last start. */
export const FULL_AUDIT_EVERY_MS = 24 * 60 * 60 * 1000;
/** Merchants per page of the full pass; the budget is checked before each merchant. */
export const FULL_AUDIT_PAGE = 25;
/** A scheduled run's time budget (the function's timeout is 60 s). */
export const LEDGER_AUDIT_BUDGET_MS = 40_000;

type Sums = Record<string, number>;
interface RunState {
  problems: string[];
  merchants: number;
  postings: number;
}

const MERCHANT_ACCOUNT = /^merchant:(.+):(available|held|pending_settlement)$/;
const merchantOf = (posting: StoredPosting): string | undefined =>
  (MERCHANT_ACCOUNT.exec(posting.from) ?? MERCHANT_ACCOUNT.exec(posting.to))?.[1];

function addInto(target: Sums, postings: Iterable<StoredPosting>, only?: (account: string) => boolean): Sums {
  for (const [account, sum] of accountSums(postings))
    if (only === undefined || only(account)) target[account] = (target[account] ?? 0) + sum;
  return target;
}
const isSystem = (account: string) => account.startsWith('system:');

/** A journal entry (a posting: one amount from one account to another) is whole: a positive whole amount between two accounts. */
function entryProblems(postings: readonly StoredPosting[]): string[] {
  return postings.flatMap((posting) => [
    ...(!Number.isSafeInteger(posting.amount) || posting.amount <= 0
      ? [`posting ${posting.id} has invalid amount ${posting.amount}`]
      : []),
    ...(posting.from === posting.to ? [`posting ${posting.id} moves money from ${posting.from} to itself`] : []),
  ]);
}

/** The merchant's balance (sum of its shards) against `expected` sums, and no shard below zero. */
async function balanceProblems(merchantId: string, expected: Sums): Promise<string[]> {
  const read = await readBalanceShards(merchantId);
  if (read === undefined) return [`merchant ${merchantId} has no balance item`];
  const balance = sumOfShards(read.shards);
  const problems: string[] = [];
  for (const bucket of MERCHANT_BUCKETS) {
    const ledger = expected[merchantAccount(merchantId, bucket)] ?? 0;
    if (ledger !== balance[bucket])
      problems.push(`merchant ${merchantId} ${bucket}: balance ${balance[bucket]} != ledger ${ledger}`);
    read.shards.forEach((shard, index) => {
      if (shard[bucket] < 0)
        problems.push(`merchant ${merchantId} ${bucket} on shard ${index} is negative: ${shard[bucket]}`);
    });
  }
  return problems;
}

/** A check read again (after a pause) while it finds problems: a move committing between two reads is no problem. */
async function recheckedProblems(check: () => Promise<string[]>): Promise<string[]> {
  let problems = await check();
  for (let again = 0; problems.length > 0 && again < AUDIT_RECHECKS; again += 1) {
    await unitScheduler().sleep(AUDIT_RECHECK_DELAY_MS);
    problems = await check();
  }
  return problems;
}

/**
 * One merchant in full: its whole ledger against its balance; its running sums are then written
 * anew as of `throughMs`. Returns the problems, the postings read and the system accounts' part.
 */
async function fullMerchantCheck(
  merchantId: string,
  throughMs: number,
): Promise<{ problems: string[]; postings: number; systemSums: Sums }> {
  let postings: StoredPosting[] = [];
  const problems = await recheckedProblems(async () => {
    const read = await readBalanceShards(merchantId);
    postings = (await merchantPostings(merchantId, read?.max ?? 1)) as StoredPosting[];
    return [...entryProblems(postings), ...(await balanceProblems(merchantId, addInto({}, postings)))];
  });
  const asOf = postings.filter((posting) => posting.at_ms <= throughMs);
  const sums = addInto({}, asOf);
  await writeMerchantSums(merchantId, { through_ms: throughMs, sums });
  return { problems, postings: postings.length, systemSums: addInto({}, asOf, isSystem) };
}

/** One touched merchant: its running sums plus every posting since the watermark, against its balance. */
async function touchedMerchantCheck(
  merchantId: string,
  checkpoint: AuditCheckpoint,
  tail: { postings: StoredPosting[] },
  toMs: number,
): Promise<string[]> {
  const running = await readMerchantSums(merchantId);
  if (running === undefined) return (await fullMerchantCheck(merchantId, toMs)).problems;
  // Past the merchant's own watermark only: a run cut short after writing some sums, before the
  // checkpoint, is repeated by the next run without counting a posting twice.
  const mine = () =>
    tail.postings.filter((posting) => merchantOf(posting) === merchantId && posting.at_ms > running.through_ms);
  const problems = await recheckedProblems(async () => {
    const expected = addInto({ ...running.sums }, mine());
    const found = await balanceProblems(merchantId, expected);
    // Read the log again before the next look: a posting committed meanwhile is then counted.
    if (found.length > 0) tail.postings = await ledgerLogSince(checkpoint.through_ms);
    return found;
  });
  const folded = mine().filter((posting) => posting.at_ms <= toMs);
  await writeMerchantSums(merchantId, { through_ms: toMs, sums: addInto({ ...running.sums }, folded) });
  return problems;
}

/** What changed since the watermark: each new entry, each touched merchant, the flagged ones in full, suspense. */
async function incrementalRun(checkpoint: AuditCheckpoint, nowMs: number, run: RunState): Promise<AuditCheckpoint> {
  const toMs = Math.max(checkpoint.through_ms, nowMs - AUDIT_SETTLE_LAG_MS);
  const tail = { postings: await ledgerLogSince(checkpoint.through_ms) };
  run.problems.push(...entryProblems(tail.postings));
  const flagged = new Set(checkpoint.flagged);
  const touched = new Set(tail.postings.map(merchantOf).filter((id): id is string => id !== undefined));
  for (const merchantId of touched) {
    if (flagged.has(merchantId)) continue;
    const problems = await touchedMerchantCheck(merchantId, checkpoint, tail, toMs);
    if (problems.length > 0) flagged.add(merchantId);
    run.problems.push(...problems);
  }
  for (const merchantId of checkpoint.flagged) {
    const { problems } = await fullMerchantCheck(merchantId, toMs);
    if (problems.length === 0) flagged.delete(merchantId);
    run.problems.push(...problems);
  }
  run.merchants += touched.size + checkpoint.flagged.filter((id) => !touched.has(id)).length;
  run.postings += tail.postings.length;
  const folded = tail.postings.filter((posting) => posting.at_ms <= toMs);
  const systemSums = addInto({ ...checkpoint.system_sums }, folded, isSystem);
  const suspenseNow = addInto(
    { ...systemSums },
    tail.postings.filter((posting) => posting.at_ms > toMs),
    isSystem,
  );
  await suspenseCheck(suspenseNow['system:suspense'] ?? 0, run.problems);
  return { ...checkpoint, through_ms: toMs, system_sums: systemSums, flagged: [...flagged] };
}

/**
 * The full pass in pages within the run's budget, from its cursor: each merchant's whole ledger
 * against its balance (its running sums written anew). While seeding, the system accounts' sums
 * are gathered as of the fixed watermark, and the system ledger is added when the pass ends.
 */
async function fullPass(
  checkpoint: AuditCheckpoint,
  nowMs: number,
  budget: SweepBudget,
  run: RunState,
): Promise<{ checkpoint: AuditCheckpoint; state: LedgerAuditSummary['full_pass'] }> {
  const due = checkpoint.phase === 'seeding' || checkpoint.full_cursor !== undefined;
  if (!due && nowMs - (checkpoint.full_started_at_ms ?? 0) < FULL_AUDIT_EVERY_MS) return { checkpoint, state: 'idle' };
  const cp: AuditCheckpoint = {
    ...checkpoint,
    system_sums: { ...checkpoint.system_sums },
    flagged: [...checkpoint.flagged],
  };
  if (!due) cp.full_started_at_ms = nowMs;
  for (;;) {
    const page = await merchantIdPage(cp.full_cursor, FULL_AUDIT_PAGE);
    for (const merchantId of page.ids) {
      if (budget.scheduler.nowMs() >= budget.deadlineMs) return { checkpoint: cp, state: 'paused' };
      const checked = await fullMerchantCheck(merchantId, cp.through_ms);
      if (cp.phase === 'seeding')
        for (const [account, sum] of Object.entries(checked.systemSums))
          cp.system_sums[account] = (cp.system_sums[account] ?? 0) + sum;
      if (checked.problems.length > 0 && !cp.flagged.includes(merchantId)) cp.flagged.push(merchantId);
      run.problems.push(...checked.problems);
      run.merchants += 1;
      run.postings += checked.postings;
      cp.full_cursor = merchantId;
    }
    if (!page.more) break;
  }
  if (cp.phase === 'seeding') {
    const system = (await partitionPostings(SYSTEM_LEDGER_PK)) as StoredPosting[];
    addInto(
      cp.system_sums,
      system.filter((posting) => posting.at_ms <= cp.through_ms),
      isSystem,
    );
    run.problems.push(...entryProblems(system));
  }
  return {
    checkpoint: { ...cp, phase: 'running', full_cursor: undefined, full_completed_at_ms: nowMs },
    state: 'completed',
  };
}

/**
 * The scheduled ledger audit (docs/ARCHITECTURE.md, section 11), incremental: each run checks the
 * postings written since its checkpoint (the ledger log) and the merchants they touched against
 * running sums, re-checks flagged merchants in full, and gives the rest of its budget to the full
 * pass, which walks every merchant's whole ledger in pages once a day. Published as the
 * LedgerImbalance gauge (1 when a problem is found, else 0; a silent run breaches the alarm) and
 * the count of open payout conflicts. GET /admin/v1/audit still reads everything at once.
 */
export async function runLedgerAudit(
  nowMs: number,
  budget: SweepBudget = budgetOf(LEDGER_AUDIT_BUDGET_MS, systemScheduler),
): Promise<LedgerAuditSummary> {
  const run: RunState = { problems: [], merchants: 0, postings: 0 };
  let checkpoint = (await readCheckpoint()) ?? {
    phase: 'seeding',
    through_ms: nowMs - AUDIT_SETTLE_LAG_MS,
    system_sums: {},
    flagged: [],
    full_started_at_ms: nowMs,
  };
  if (checkpoint.phase === 'running') checkpoint = await incrementalRun(checkpoint, nowMs, run);
  const full = await fullPass(checkpoint, nowMs, budget, run);
  await writeCheckpoint(full.checkpoint, nowMs);
  const conflicts: string[] = [];
  const { payoutConflicts } = await suspenseCheck(0, conflicts);
  // A flagged merchant the full pass reaches too is one problem, told once.
  const problems = [...new Set(run.problems)];
  const summary: LedgerAuditSummary = {
    balanced: problems.length === 0,
    merchants_checked: run.merchants,
    postings_checked: run.postings,
    problems,
    payout_conflicts: payoutConflicts,
    through_ms: full.checkpoint.through_ms,
    phase: full.checkpoint.phase,
    full_pass: full.state,
  };
  gaugeLedgerAudit(summary.balanced, payoutConflicts);
  if (summary.balanced) logger.info('ledger audit balanced', summary);
  else logger.error('ledger audit found problems', summary);
  return summary;
}
