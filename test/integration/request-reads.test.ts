import { randomUUID } from 'node:crypto';
import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { adminPatchClient } from '../../shared/operations/admin-clients';
import { ddb } from '../../shared/store/aws';
import { forgetClientMerchants } from '../../shared/store/request-reads';
import { createMerchantFixture, invoke, type InvokeOptions, type MerchantFixture } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/**
 * Issue 10: every merchant request at its floor of DynamoDB calls. One rate-limit write; one read
 * for the client, the route's merchant records and the idempotency record (BatchGetItem); the claim
 * where a key is sent; one transaction. Counted on the service's own client, by command.
 */
useGatewaySimulator();

type Counts = Record<string, number>;

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; counts: Counts }> {
  const counts: Counts = {};
  const name = `count-${randomUUID()}`;
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName).replace(/Command$/, '');
      counts[command] = (counts[command] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), counts };
  } finally {
    ddb().middlewareStack.remove(name);
  }
}

const createQr = (merchant: MerchantFixture, options: Partial<InvokeOptions> = {}) =>
  invoke('createQris', { auth: merchant.auth, body: { amount: 25_000 }, ...options });

/** A merchant whose client this process has already seen (the first request teaches which merchant it is). */
async function warmMerchant(): Promise<MerchantFixture> {
  const merchant = await createMerchantFixture();
  expect((await createQr(merchant)).status).toBe(201);
  return merchant;
}

describe('DynamoDB calls per request', () => {
  it('POST /qris without a key: rate limit, one read, one transaction', async () => {
    const merchant = await warmMerchant();
    const { result, counts } = await counted(() => createQr(merchant));
    expect(result.status).toBe(201);
    expect(counts).toEqual({ UpdateItem: 1, BatchGetItem: 1, TransactWriteItems: 1 });
  });

  it('POST /qris with a key: the claim besides, and the key completed inside the transaction', async () => {
    const merchant = await warmMerchant();
    const { result, counts } = await counted(() =>
      createQr(merchant, { headers: { 'x-idempotency-key': randomUUID() } }),
    );
    expect(result.status).toBe(201);
    expect(counts).toEqual({ UpdateItem: 1, BatchGetItem: 1, PutItem: 1, TransactWriteItems: 1 });
  });

  it('a replay (same key, same body) is answered from the read: no claim, no write', async () => {
    const merchant = await warmMerchant();
    const key = randomUUID();
    const first = await createQr(merchant, { headers: { 'x-idempotency-key': key } });
    const { result, counts } = await counted(() => createQr(merchant, { headers: { 'x-idempotency-key': key } }));
    expect(result.status).toBe(201);
    expect(result.headers['x-idempotency-replay']).toBe('true');
    expect(result.body).toEqual(first.body);
    expect(counts).toEqual({ UpdateItem: 1, BatchGetItem: 1 });
  });

  it('the same key with another body is 409 from the read, and writes nothing', async () => {
    const merchant = await warmMerchant();
    const key = randomUUID();
    expect((await createQr(merchant, { headers: { 'x-idempotency-key': key } })).status).toBe(201);
    const { result, counts } = await counted(() =>
      invoke('createQris', { auth: merchant.auth, body: { amount: 30_000 }, headers: { 'x-idempotency-key': key } }),
    );
    expect(result.status).toBe(409);
    expect(result.body.error).toBe('idempotency_key_conflict');
    expect(counts).toEqual({ UpdateItem: 1, BatchGetItem: 1 });
  });

  it('GET /transactions/{reff}: rate limit, the client, one query', async () => {
    const merchant = await warmMerchant();
    const created = await createQr(merchant);
    const reff = created.body.transaction.partner_reff as string;
    const { result, counts } = await counted(() =>
      invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: reff } }),
    );
    expect(result.status).toBe(200);
    expect(counts).toEqual({ UpdateItem: 1, GetItem: 1, Query: 1 });
  });

  it('GET /transactions page 1: the counter comes with the client', async () => {
    const merchant = await warmMerchant();
    const { result, counts } = await counted(() => invoke('listTransactions', { auth: merchant.auth }));
    expect(result.status).toBe(200);
    expect(result.body.meta.total).toBe(1);
    expect(counts).toEqual({ UpdateItem: 1, BatchGetItem: 1, Query: 1 });
  });

  it('POST /transfer/confirm: the merchant comes with the client; the PIN reservation, then the payout, the hold (with the PIN release) and the outcome', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: 10_000, bank_code: '014', account_number: '5550012347' },
    });
    expect(inquiry.status).toBe(200);
    const body = { partner_reff: inquiry.body.transaction.partner_reff, pin: '123456' };
    const { result, counts } = await counted(() => invoke('transferConfirm', { auth: merchant.auth, body }));
    expect(result.status).toBe(200);
    expect(result.body.transaction.status).toBe('paid');
    expect(counts).toEqual({ UpdateItem: 2, BatchGetItem: 1, GetItem: 1, TransactWriteItems: 2 });
  });

  it('POST /transfer/confirm with a PIN this process judged right: the PIN item comes with the client, one claim instead of a reservation', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const confirmed = async () => {
      const inquiry = await invoke('transferInquiry', {
        auth: merchant.auth,
        body: { amount: 10_000, bank_code: '014', account_number: '5550012347' },
      });
      const body = { partner_reff: inquiry.body.transaction.partner_reff, pin: '123456' };
      return counted(() => invoke('transferConfirm', { auth: merchant.auth, body }));
    };
    expect((await confirmed()).counts).toEqual({ UpdateItem: 2, BatchGetItem: 1, GetItem: 1, TransactWriteItems: 2 });
    const { result, counts } = await confirmed();
    expect(result.body.transaction.status).toBe('paid');
    // The rate-limit count and the claim on the PIN item (no reservation, no release, no scrypt):
    // the same number of calls as a reservation whose release rides in the hold, but no scrypt.
    expect(counts).toEqual({ UpdateItem: 2, BatchGetItem: 1, GetItem: 1, TransactWriteItems: 2 });
  });

  it('POST /tv/orders: the order move, then the balance it left and the key completion', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const order = (ref: string, tujuan: string) =>
      invoke('createDigitalOrder', {
        auth: merchant.auth,
        body: { ref_id: ref, kode_produk: 'TSEL5', tujuan },
        headers: { 'x-idempotency-key': ref },
      });
    expect((await order(`warm-${randomUUID()}`, '081200000001')).status).toBe(202);
    const { result, counts } = await counted(() => order(`count-${randomUUID()}`, '081200000002'));
    expect(result.status).toBe(202);
    expect(counts).toEqual({ UpdateItem: 3, BatchGetItem: 1, PutItem: 1, TransactWriteItems: 1, GetItem: 1 });
  });

  it('a process that has not seen the client yet reads the merchant records one call later, and answers the same', async () => {
    const merchant = await warmMerchant();
    forgetClientMerchants();
    const { result, counts } = await counted(() => createQr(merchant));
    expect(result.status).toBe(201);
    expect(counts).toEqual({ UpdateItem: 1, GetItem: 1, BatchGetItem: 1, TransactWriteItems: 1 });
    const list = await invoke('listTransactions', { auth: merchant.auth });
    expect(list.body.meta.total).toBe(2);
  });
});

describe('what the one read may and may not remember', () => {
  it('a deactivated client is refused on its very next request (the client is read every time)', async () => {
    const merchant = await warmMerchant();
    expect((await adminPatchClient(merchant.clientId, { active: false })).ok).toBe(true);
    const refused = await createQr(merchant);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('client_not_active');
    expect((await adminPatchClient(merchant.clientId, { active: true })).ok).toBe(true);
    expect((await createQr(merchant)).status).toBe(201);
  });

  it('before authentication a known client with a wrong secret costs the same one read as an unknown client', async () => {
    const merchant = await warmMerchant();
    forgetClientMerchants();
    const wrongSecret = await counted(() =>
      createQr({ ...merchant, auth: { clientId: merchant.clientId, clientSecret: 'not-the-secret-0123456789abcdef' } }),
    );
    const unknown = await counted(() =>
      createQr({
        ...merchant,
        auth: { clientId: `cl_${randomUUID().replace(/-/g, '')}`, clientSecret: 'not-the-secret-0123456789abcdef' },
      }),
    );
    expect([wrongSecret.result.status, unknown.result.status]).toEqual([401, 401]);
    expect(wrongSecret.counts).toEqual({ UpdateItem: 1, GetItem: 1 });
    expect(unknown.counts).toEqual(wrongSecret.counts);
  });

  it('a prefetched counter serves one create; parallel creates get gap-free sequence numbers without reading the counter again', async () => {
    const merchant = await warmMerchant();
    const { result: results, counts } = await counted(() =>
      Promise.all(Array.from({ length: 12 }, () => createQr(merchant))),
    );
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(201));
    // A create that lost the counter race learns the counter from its failed write: no read.
    expect(counts.GetItem).toBeUndefined();
    expect(counts.BatchGetItem).toBe(12);
    const list = await invoke('listTransactions', { auth: merchant.auth, query: { per_page: '100' } });
    expect(list.body.meta.total).toBe(13);
    const seqs = list.body.data.map((tx: { partner_reff: string }) => tx.partner_reff);
    expect(new Set(seqs).size).toBe(13);
  });

  it('keys a BatchGetItem leaves unprocessed are asked again', async () => {
    const merchant = await warmMerchant();
    let unprocessedOnce = true;
    const name = `unprocessed-${randomUUID()}`;
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        const output = await next(args);
        if (context.commandName === 'BatchGetItemCommand' && unprocessedOnce) {
          unprocessedOnce = false;
          // DynamoDB may answer part of a batch (throughput); here it answers none of it.
          const input = (args as { input: { RequestItems: Record<string, { Keys: unknown[] }> } }).input;
          const [table] = Object.keys(input.RequestItems);
          (output.output as BatchGetCommandOutput).Responses = { [table!]: [] };
          (output.output as BatchGetCommandOutput).UnprocessedKeys =
            input.RequestItems as BatchGetCommandOutput['UnprocessedKeys'];
        }
        return output;
      },
      { step: 'initialize', name },
    );
    try {
      const { result, counts } = await counted(() => invoke('listTransactions', { auth: merchant.auth }));
      expect(result.status).toBe(200);
      expect(result.body.meta.total).toBe(1);
      expect(unprocessedOnce).toBe(false);
      expect(counts.BatchGetItem).toBe(2);
    } finally {
      ddb().middlewareStack.remove(name);
    }
  });
});
