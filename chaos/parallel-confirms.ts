import { randomUUID } from 'node:crypto';
import { computeFees, resolveFeeRule } from '../shared/domain/fees';
import { getBalance } from '../shared/store/merchants';
import { withoutOpeningBalance } from './opening-balance';
import { postingPartitions } from '../shared/store/ledger';
import { queryAll } from '../shared/store/query';
import { getTransaction } from '../shared/store/transactions';

/**
 * The chaos run's parallel-confirm phase (issue 44): a merchant's script confirms its payouts in
 * parallel with the right PIN, while DynamoDB faults are injected. Every answer is sent once (no
 * retry): an honest confirm must be answered with its outcome, 200, 409 in progress (a key still
 * running) or 422 insufficient_balance, never a 5xx. Besides, a burst of 29 wrong PINs and the
 * right one must get only 200 or 422, at most 5 of them judged.
 */

interface Answer {
  status: number;
  body: any;
}

/** What the phase needs of chaos/run.ts's client: one request as sent, and a good one retried to its final answer. */
export interface ParallelConfirmApi {
  raw(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  until(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
}

const PIN = '123456';
const TRANSFER_IDR = 100_000;
const TRANSFER_DEBIT = TRANSFER_IDR + computeFees(TRANSFER_IDR, resolveFeeRule('transfer')).total_fee;
const EWALLET_IDR = 50_000;
const EWALLET_DEBIT = EWALLET_IDR + computeFees(EWALLET_IDR, resolveFeeRule('ewallet')).total_fee;

export interface ParallelConfirmReport {
  /** Honest confirms sent, and their answers by label (`200`, `409 idempotency_key_in_progress`, ...). */
  honestSent: number;
  honestAnswers: Record<string, number>;
  honestServerErrors: number;
  /** The 40 payouts on a balance for 10: confirmed (200) and refused insufficient_balance. */
  raceConfirmed: number;
  raceInsufficient: number;
  /** The burst of guesses: PINs judged (200 or invalid_pin), and 5xx answers. */
  burstJudged: number;
  burstServerErrors: number;
  /** Merchants, payouts and transactions whose money is wrong, found once every payout is final. */
  wrong: string[];
  /** The phase's merchants and payouts, for the run's wait until they are final. */
  merchantIds: string[];
  payoutReffs: string[];
  /** Each merchant with the payouts it confirmed (200) and what each debits once paid. */
  confirmed: Array<{ merchant: PhaseMerchant; debits: Array<[string, number]> }>;
}

interface PhaseMerchant {
  merchantId: string;
  auth: Record<string, string>;
  fundedIdr: number;
}

const label = (answer: Answer): string => (answer.status === 200 ? '200' : `${answer.status} ${answer.body?.error}`);

function count(into: Record<string, number>, answers: Answer[]): void {
  for (const answer of answers) into[label(answer)] = (into[label(answer)] ?? 0) + 1;
}

async function phaseMerchant(api: ParallelConfirmApi, admin: Record<string, string>, fundedIdr: number) {
  const merchant = await api.until('POST', '/admin/v1/merchants', {
    body: { name: `Chaos parallel ${randomUUID().slice(0, 6)}`, pin: PIN },
    headers: admin,
  });
  const merchantId: string = merchant.body.merchant.id;
  await withoutOpeningBalance(api, admin, merchantId);
  const client = await api.until('POST', `/admin/v1/merchants/${merchantId}/clients`, { body: {}, headers: admin });
  const auth = { authorization: `Bearer ${client.body.client.client_id}:${client.body.client.client_secret}` };
  const funding = await api.until('POST', `/admin/v1/merchants/${merchantId}/balance-adjustments`, {
    body: { amount: fundedIdr, note: 'chaos parallel confirms' },
    headers: { ...admin, 'x-idempotency-key': `fund-${randomUUID()}` },
  });
  if (funding.status !== 200) throw new Error(`funding failed: ${JSON.stringify(funding.body)}`);
  return { merchantId, auth, fundedIdr };
}

async function inquiry(api: ParallelConfirmApi, merchant: PhaseMerchant, channel: 'transfer' | 'ewallet', n = 0) {
  const body =
    channel === 'transfer'
      ? { amount: TRANSFER_IDR, bank_code: '014', account_number: `4400${String(n).padStart(4, '0')}1234` }
      : { amount: EWALLET_IDR, product_code: 'OVO', phone_number: '081234567890' };
  const answer = await api.until('POST', `/api/v1/${channel}/inquiry`, { body, headers: merchant.auth });
  if (answer.status !== 200) throw new Error(`${channel} inquiry: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.transaction.partner_reff as string;
}

/** `count` confirms of one payout at once, every `keyedEvery`-th sharing one idempotency key. */
function confirms(
  api: ParallelConfirmApi,
  merchant: PhaseMerchant,
  channel: 'transfer' | 'ewallet',
  reffs: string[],
  keyedEvery = 0,
  pins: string[] = reffs.map(() => PIN),
): Promise<Answer[]> {
  const key = `parallel-${randomUUID()}`;
  return Promise.all(
    reffs.map((reff, index) =>
      api
        .raw('POST', `/api/v1/${channel}/confirm`, {
          body: { partner_reff: reff, pin: pins[index] },
          headers: {
            ...merchant.auth,
            ...(keyedEvery > 0 && index % keyedEvery === 0 ? { 'x-idempotency-key': key } : {}),
          },
        })
        .catch((error: unknown) => ({ status: 0, body: { error: String(error) } })),
    ),
  );
}

/** Runs the four bursts at once; the run waits for their payouts to be final, then calls `checkParallelConfirms`. */
export async function parallelConfirms(
  api: ParallelConfirmApi,
  admin: Record<string, string>,
): Promise<ParallelConfirmReport> {
  const [one, race, ewallet, guessed] = await Promise.all([
    phaseMerchant(api, admin, 500_000),
    phaseMerchant(api, admin, TRANSFER_DEBIT * 10 + 5_000),
    phaseMerchant(api, admin, 500_000),
    phaseMerchant(api, admin, 500_000),
  ]);
  const oneReff = await inquiry(api, one, 'transfer');
  const raceReffs: string[] = [];
  for (let index = 0; index < 40; index += 1) raceReffs.push(await inquiry(api, race, 'transfer', index));
  const ewalletReff = await inquiry(api, ewallet, 'ewallet');
  const guessedReff = await inquiry(api, guessed, 'transfer');
  const rightAt = 11;
  const guesses = Array.from({ length: 30 }, (_, index) => (index === rightAt ? PIN : String(200_000 + index)));
  const [oneAnswers, raceAnswers, ewalletAnswers, guessAnswers] = await Promise.all([
    confirms(api, one, 'transfer', Array(30).fill(oneReff), 3),
    confirms(api, race, 'transfer', raceReffs),
    confirms(api, ewallet, 'ewallet', Array(20).fill(ewalletReff), 4),
    confirms(api, guessed, 'transfer', Array(30).fill(guessedReff), 0, guesses),
  ]);
  const honest = [...oneAnswers, ...raceAnswers, ...ewalletAnswers];
  const honestAnswers: Record<string, number> = {};
  count(honestAnswers, honest);
  const wrong: string[] = [];
  const unexpected = Object.keys(honestAnswers).filter(
    (name) => !['200', '409 idempotency_key_in_progress', '422 insufficient_balance'].includes(name),
  );
  if (unexpected.length > 0) wrong.push(`honest confirms answered ${unexpected.join(', ')}`);
  const burst: Record<string, number> = {};
  count(burst, guessAnswers);
  const burstUnexpected = Object.keys(burst).filter(
    (name) => !['200', '422 invalid_pin', '422 pin_locked'].includes(name),
  );
  if (burstUnexpected.length > 0) wrong.push(`the burst of guesses answered ${burstUnexpected.join(', ')}`);
  const burstJudged = (burst['200'] ?? 0) + (burst['422 invalid_pin'] ?? 0);
  if (burstJudged > 5) wrong.push(`${burstJudged} PINs of the burst of guesses were judged`);
  const raceConfirmed = raceAnswers.filter((answer) => answer.status === 200).length;
  const raceInsufficient = raceAnswers.filter((answer) => answer.body?.error === 'insufficient_balance').length;
  if (raceConfirmed !== 10 || raceInsufficient !== 30)
    wrong.push(`40 payouts on a balance for 10: ${raceConfirmed} confirmed, ${raceInsufficient} insufficient_balance`);
  const confirmedOf = (merchant: PhaseMerchant, reffs: string[], answers: Answer[], debit: number) => ({
    merchant,
    debits: [...new Set(reffs.filter((_, index) => answers[index]!.status === 200))].map((reff): [string, number] => [
      reff,
      debit,
    ]),
  });
  return {
    honestSent: honest.length,
    honestAnswers,
    honestServerErrors: honest.filter((answer) => answer.status >= 500 || answer.status === 0).length,
    raceConfirmed,
    raceInsufficient,
    burstJudged,
    burstServerErrors: guessAnswers.filter((answer) => answer.status >= 500 || answer.status === 0).length,
    wrong,
    merchantIds: [one, race, ewallet, guessed].map((merchant) => merchant.merchantId),
    payoutReffs: [oneReff, ...raceReffs, ewalletReff, guessedReff],
    confirmed: [
      confirmedOf(one, Array(30).fill(oneReff), oneAnswers, TRANSFER_DEBIT),
      confirmedOf(race, raceReffs, raceAnswers, TRANSFER_DEBIT),
      confirmedOf(ewallet, Array(20).fill(ewalletReff), ewalletAnswers, EWALLET_DEBIT),
      confirmedOf(guessed, Array(30).fill(guessedReff), guessAnswers, TRANSFER_DEBIT),
    ],
  };
}

/**
 * Once every payout of the phase is final: each confirmed payout was held exactly once (one hold
 * posting), no other payout was held, and each merchant's balance is its funding less its paid
 * payouts, nothing held. Adds what is wrong to the report.
 */
export async function checkParallelConfirms(report: ParallelConfirmReport): Promise<void> {
  for (const { merchant, debits } of report.confirmed) {
    const postings = (
      await Promise.all(
        postingPartitions(merchant.merchantId, 1).map((pk) =>
          queryAll({
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            ConsistentRead: true,
          }),
        ),
      )
    ).flat();
    const holds = new Map<string, number>();
    for (const posting of postings) {
      const id = String(posting.id);
      if (!id.endsWith('#hold')) continue;
      const reff = id.slice(0, -'#hold'.length);
      holds.set(reff, (holds.get(reff) ?? 0) + 1);
    }
    const confirmed = new Map(debits);
    for (const [reff, times] of holds)
      if (!confirmed.has(reff) || times !== 1) report.wrong.push(`${reff}: held ${times} times`);
    let expected = merchant.fundedIdr;
    for (const [reff, debit] of confirmed) {
      if (!holds.has(reff)) report.wrong.push(`${reff}: confirmed but never held`);
      const status = (await getTransaction(reff))?.status;
      if (status === 'paid') expected -= debit;
      else if (status !== 'failed') report.wrong.push(`${reff}: confirmed, still ${status}`);
    }
    const balance = await getBalance(merchant.merchantId);
    if (balance?.available !== expected || balance.held !== 0)
      report.wrong.push(`${merchant.merchantId}: balance ${JSON.stringify(balance)}, expected ${expected} available`);
  }
}
