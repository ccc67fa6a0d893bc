import { randomUUID } from 'node:crypto';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { ddb } from '../../shared/store/aws';
import { getBalance } from '../../shared/store/merchants';
import { getPinAttempts } from '../../shared/store/pin-attempts';
import { forgetClientMerchants } from '../../shared/store/request-reads';
import { seededRandom } from '../../chaos/faults';
import {
  createMerchantFixture,
  expectBalanced,
  invoke,
  postingsOf,
  type InvokeResult,
  type MerchantFixture,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/**
 * Issue 44: honest parallel confirms never answer 503. A merchant's script confirms its payouts in
 * parallel, with the right PIN, while DynamoDB refuses writes that race on one item (the balance,
 * the PIN item, the transaction) the way the real one does (TransactionConflict, which DynamoDB
 * Local never raises: injected below). Every confirm is answered with its outcome: 200, 409 in
 * progress for a key still running, or a 422 (`insufficient_balance`, `invalid_pin`, `pin_locked`);
 * never a 5xx. The PIN rule still judges at most 5 PINs of a burst of guesses.
 *
 * The gateway gets the production timeout: what is under test is the confirms, not the gateway's
 * answer under 40 requests on two busy cores (a late answer would make a payout pending, correctly).
 */
const gateway = useGatewaySimulator();

const PIN = '123456';
const TRANSFER_DEBIT = 100_000 + computeFees(100_000, resolveFeeRule('transfer')).total_fee;
const EWALLET_DEBIT = 50_000 + computeFees(50_000, resolveFeeRule('ewallet')).total_fee;

type Keyed = { pk: unknown; sk: unknown };
type WriteInput = {
  TransactItems?: Array<Record<string, { TableName?: string; Key?: Keyed; Item?: Keyed }>>;
  TableName?: string;
  Key?: Keyed;
  Item?: Keyed;
};

const WRITES = new Set(['TransactWriteItemsCommand', 'UpdateItemCommand', 'PutItemCommand', 'DeleteItemCommand']);
const text = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'S' in value ? String(value.S) : String(value);

/** The items a write names, as `table|pk|sk`. */
function itemsOf(input: WriteInput): string[] {
  const named = (table: string | undefined, key: Keyed | undefined) => `${table}|${text(key?.pk)}|${text(key?.sk)}`;
  if (input.TransactItems !== undefined)
    return input.TransactItems.map((entry) => {
      const [operation] = Object.values(entry);
      return named(operation?.TableName, operation?.Key ?? operation?.Item);
    });
  return [named(input.TableName, input.Key ?? input.Item)];
}

function conflictOf(transactional: boolean, items: string[], busy: Set<string>): Error {
  if (!transactional)
    return Object.assign(new Error('Transaction is ongoing for the item'), {
      name: 'TransactionConflictException',
      $metadata: { httpStatusCode: 400 },
    });
  return Object.assign(new Error('Transaction cancelled [TransactionConflict]'), {
    name: 'TransactionCanceledException',
    CancellationReasons: items.map((item) => ({ Code: busy.has(item) ? 'TransactionConflict' : 'None' })),
    $metadata: { httpStatusCode: 400 },
  });
}

/**
 * DynamoDB's contention, on the service's own client: a write that names an item another write has
 * in flight, where either of the two is a transaction, is refused with TransactionConflict and
 * writes nothing (a TransactionCanceledException for a transaction, a TransactionConflictException
 * for a single write). Besides, a seeded share of the transactions and of the PIN item's writes is
 * refused the same way even without a race, so every run meets conflicts on the hot items.
 */
function injectContention(share = 0.2): { conflicts: () => number; remove(): void } {
  const random = seededRandom(44);
  const inFlight = new Map<string, { transactional: number; single: number }>();
  let conflicts = 0;
  const name = `contention-${randomUUID()}`;
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      if (!WRITES.has(command)) return next(args);
      const transactional = command === 'TransactWriteItemsCommand';
      const items = itemsOf(args.input as WriteInput);
      const busy = new Set(
        items.filter((item) => {
          const writers = inFlight.get(item);
          return writers !== undefined && (writers.transactional > 0 || (transactional && writers.single > 0));
        }),
      );
      const hot = transactional || items.some((item) => item.includes('|PIN#'));
      if (busy.size > 0 || (hot && random() < share)) {
        conflicts += 1;
        throw conflictOf(transactional, items, busy.size > 0 ? busy : new Set(items.slice(0, 1)));
      }
      for (const item of items) {
        const writers = inFlight.get(item) ?? { transactional: 0, single: 0 };
        writers[transactional ? 'transactional' : 'single'] += 1;
        inFlight.set(item, writers);
      }
      try {
        return await next(args);
      } finally {
        for (const item of items) {
          const writers = inFlight.get(item)!;
          writers[transactional ? 'transactional' : 'single'] -= 1;
          if (writers.transactional === 0 && writers.single === 0) inFlight.delete(item);
        }
      }
    },
    { step: 'initialize', name },
  );
  return { conflicts: () => conflicts, remove: () => void ddb().middlewareStack.remove(name) };
}

let contention: ReturnType<typeof injectContention> | undefined;
afterEach(() => {
  contention?.remove();
  contention = undefined;
});

/** Answers by status and error code, e.g. `{ '200': 28, '409 idempotency_key_in_progress': 2 }`. */
function tally(answers: InvokeResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const label = answer.status === 200 ? '200' : `${answer.status} ${answer.body.error}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  if (process.env.PARALLEL_CONFIRMS_REPORT)
    process.stdout.write(`${expect.getState().currentTestName}: ${JSON.stringify(counts)}\n`);
  return counts;
}

async function transferInquiry(merchant: MerchantFixture, accountNumber: string): Promise<string> {
  const answer = await invoke('transferInquiry', {
    auth: merchant.auth,
    body: { amount: 100_000, bank_code: '014', account_number: accountNumber },
  });
  expect(answer.status).toBe(200);
  return answer.body.transaction.partner_reff as string;
}

const confirmTransfer = (merchant: MerchantFixture, partnerReff: string, pin = PIN, key?: string) =>
  invoke('transferConfirm', {
    auth: merchant.auth,
    body: { partner_reff: partnerReff, pin },
    ...(key === undefined ? {} : { headers: { 'x-idempotency-key': key } }),
  });

async function expectOneDebit(merchant: MerchantFixture, reff: string, funded: number, debit: number): Promise<void> {
  expect(await getBalance(merchant.merchantId)).toEqual({ available: funded - debit, held: 0, pending_settlement: 0 });
  const holds = (await postingsOf(merchant.merchantId)).filter((posting) => posting.id === `${reff}#hold`);
  expect(holds).toHaveLength(1);
  expect(gateway().payouts.get(reff)?.executionCount).toBe(1);
}

describe('parallel confirms under contention', () => {
  it('30 parallel right-PIN confirms of one transfer: one debit, every answer 200 or 409 in progress', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await transferInquiry(merchant, '1234567890');
    contention = injectContention();
    // A third of them share one idempotency key (a client retrying in parallel), the rest send none.
    const key = `confirm-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => confirmTransfer(merchant, reff, PIN, index % 3 === 0 ? key : undefined)),
    );
    expect(contention.conflicts()).toBeGreaterThan(0);
    const counts = tally(answers);
    expect(
      Object.keys(counts).filter((label) => label !== '200' && label !== '409 idempotency_key_in_progress'),
    ).toEqual([]);
    for (const answer of answers.filter((each) => each.status === 200))
      expect(['paid', 'pending']).toContain(answer.body.transaction.status);
    await expectOneDebit(merchant, reff, 500_000, TRANSFER_DEBIT);
    // Every slot came back: nothing is left counted or being judged.
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });
    // The key's stored answer is replayed as it was first given, to the confirms that shared it and after.
    const replay = await confirmTransfer(merchant, reff, PIN, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    expect(replay.body.transaction.partner_reff).toBe(reff);
    for (const [index, answer] of answers.entries())
      if (index % 3 === 0 && answer.status === 200) expect(answer.body).toEqual(replay.body);
  });

  it('40 parallel payouts on a balance for 10: exactly 10 paid and 30 insufficient_balance, no 5xx', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: TRANSFER_DEBIT * 10 + 5_000 });
    const reffs: string[] = [];
    for (let index = 0; index < 40; index += 1)
      reffs.push(await transferInquiry(merchant, `123450${String(index).padStart(3, '0')}7`));
    contention = injectContention();
    const answers = await Promise.all(reffs.map((reff) => confirmTransfer(merchant, reff)));
    expect(contention.conflicts()).toBeGreaterThan(0);
    expect(tally(answers)).toEqual({ '200': 10, '422 insufficient_balance': 30 });
    expect(answers.filter((answer) => answer.status === 200 && answer.body.transaction.status === 'paid')).toHaveLength(
      10,
    );
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 5_000, held: 0, pending_settlement: 0 });
    await expectBalanced();
  });

  it('20 parallel e-wallet confirms of one payout: one debit, every answer 200 or 409 in progress', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const inquiry = await invoke('ewalletInquiry', {
      auth: merchant.auth,
      body: { amount: 50_000, product_code: 'OVO', phone_number: '081234567890' },
    });
    expect(inquiry.status).toBe(200);
    const reff = inquiry.body.transaction.partner_reff as string;
    contention = injectContention();
    const key = `ewallet-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        invoke('ewalletConfirm', {
          auth: merchant.auth,
          body: { partner_reff: reff, pin: PIN },
          ...(index % 4 === 0 ? { headers: { 'x-idempotency-key': key } } : {}),
        }),
      ),
    );
    expect(contention.conflicts()).toBeGreaterThan(0);
    const counts = tally(answers);
    expect(
      Object.keys(counts).filter((label) => label !== '200' && label !== '409 idempotency_key_in_progress'),
    ).toEqual([]);
    await expectOneDebit(merchant, reff, 500_000, EWALLET_DEBIT);
  });

  it.each([0, 14, 29])(
    'a burst of 29 wrong PINs and the right one (at %i): at most 5 judged, only 200 or 422',
    async (rightAt) => {
      const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
      const reff = await transferInquiry(merchant, '1234567890');
      contention = injectContention();
      const pins = Array.from({ length: 30 }, (_, index) => (index === rightAt ? PIN : String(100_000 + index)));
      const answers = await Promise.all(pins.map((pin) => confirmTransfer(merchant, reff, pin)));
      const counts = tally(answers);
      const judged = (counts['200'] ?? 0) + (counts['422 invalid_pin'] ?? 0);
      expect(judged).toBeLessThanOrEqual(5);
      expect(
        Object.keys(counts).filter((label) => !['200', '422 invalid_pin', '422 pin_locked'].includes(label)),
      ).toEqual([]);
      expect(counts['422 pin_locked']).toBeGreaterThanOrEqual(25);
      for (const [index, answer] of answers.entries()) if (index !== rightAt) expect(answer.status).toBe(422);
      // The payout went out only if the right PIN was judged, and then once.
      const paid = counts['200'] ?? 0;
      expect(await getBalance(merchant.merchantId)).toEqual({
        available: 500_000 - paid * TRANSFER_DEBIT,
        held: 0,
        pending_settlement: 0,
      });
      expect(gateway().payouts.get(reff)?.executionCount ?? 0).toBe(paid);
    },
  );
});

describe('DynamoDB calls of a confirm with an idempotency key', () => {
  async function counted(run: () => Promise<InvokeResult>) {
    const calls: Array<{ command: string; items: string[] }> = [];
    const name = `count-${randomUUID()}`;
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName).replace(/Command$/, '');
        calls.push({ command, items: command === 'TransactWriteItems' ? itemsOf(args.input as WriteInput) : [] });
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      return { answer: await run(), calls };
    } finally {
      ddb().middlewareStack.remove(name);
    }
  }

  it('7 calls (8 in a process new to the client): the PIN release rides in the hold, the key completion in the post', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const confirmed = async (newToClient = false) => {
      const reff = await transferInquiry(merchant, '5550012347');
      if (newToClient) forgetClientMerchants();
      return counted(() => confirmTransfer(merchant, reff, PIN, `count-${randomUUID()}`));
    };
    const warm = await confirmed();
    expect(warm.answer.body.transaction.status).toBe('paid');
    // The request's read, the rate limit, the key's claim, the PIN reservation, the payout, the hold
    // (with the PIN's release), the post (with the key's completion). Before: 9, with the release and
    // the completion as calls of their own.
    expect(warm.calls.map((call) => call.command)).toEqual([
      'BatchGetItem',
      'UpdateItem',
      'PutItem',
      'UpdateItem',
      'GetItem',
      'TransactWriteItems',
      'TransactWriteItems',
    ]);
    const [hold, post] = warm.calls.filter((call) => call.command === 'TransactWriteItems');
    expect(hold!.items.some((item) => item.includes(`|PIN#${merchant.merchantId}|`))).toBe(true);
    expect(post!.items.some((item) => item.includes('|IDEM#'))).toBe(true);
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });

    // A process that has not seen the client reads its merchant records one call later (before: 10).
    const cold = await confirmed(true);
    expect(cold.answer.body.transaction.status).toBe('paid');
    expect(cold.calls).toHaveLength(8);
  });
});
