import { api, DEMO_AUTH, eventually, jsonDocuments, readmeExample, runExample, useStack } from './support';

/** The test's own reads come from another address than the example's curl, so they share no rate limit. */
const demo = { authorization: DEMO_AUTH, 'x-forwarded-for': '203.0.113.92' };
const TRANSFER_FEE_IDR = 3_500;
const EWALLET_FEE_IDR = 1_500;

/**
 * Batch payouts against `npm start` (DESIGN 16): the README's example as written, with the demo
 * merchant's two clients as the maker and the checker. The shared stack's demo merchant is used by
 * other files too, so the money is checked by the batch's own rows and transactions.
 */
describe('local stack: batch payouts end to end', () => {
  const stack = useStack();

  it('documents the batch routes and batch.completed in the OpenAPI document', async () => {
    const document = await api(stack().baseUrl, '/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/payout-batches',
        '/payout-batches/{batch_id}',
        '/payout-batches/{batch_id}/items',
        '/payout-batches/{batch_id}/approve',
        '/payout-batches/{batch_id}/reject',
      ]),
    );
    expect(Object.keys(document.body['x-webhooks'])).toEqual(expect.arrayContaining(['batch.completed']));
  });

  it('runs the README batches example: checked rows, the maker refused, the checker approves, the batch completes', async () => {
    const run = await runExample(readmeExample('batches'), stack().baseUrl);
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
    const [created, items, refused, approved, completed] = jsonDocuments(run.stdout);
    const batchId: string = created.batch.batch_id;

    expect(created).toMatchObject({
      ok: true,
      batch: { status: 'validating', item_count: 3, created_by: 'demo_client', approved_by: null },
    });
    expect(items.data).toEqual([
      expect.objectContaining({
        item_reference: 'emp-1',
        type: 'transfer',
        status: 'valid',
        fee: TRANSFER_FEE_IDR,
        destination: { bank_code: '014', account_number: '8730012345' },
        account_holder_name: expect.any(String),
      }),
      expect.objectContaining({
        item_reference: 'emp-2',
        type: 'ewallet',
        status: 'valid',
        fee: EWALLET_FEE_IDR,
        destination: { product_code: 'OVO', phone_number: '081234567890' },
        account_holder_name: expect.any(String),
      }),
      expect.objectContaining({
        item_reference: 'emp-3',
        status: 'invalid',
        account_holder_name: null,
        failure_reason: expect.any(String),
      }),
    ]);
    expect(refused).toMatchObject({ ok: false, error: 'same_maker_and_checker' });
    expect(approved).toMatchObject({
      ok: true,
      batch: { batch_id: batchId, status: 'processing', approved_by: 'demo_approver', valid_count: 2 },
    });
    expect(completed.batch).toMatchObject({
      batch_id: batchId,
      status: 'completed',
      valid_count: 2,
      invalid_count: 1,
      total_amount: 250_000 + 50_000,
      total_fee: TRANSFER_FEE_IDR + EWALLET_FEE_IDR,
      counts: { paid: 2, failed: 0, pending: 0 },
      completed_at: expect.any(String),
    });

    // Each valid row was paid out once, as its own transaction carrying the batch.
    const rows = (await api(stack().baseUrl, `/api/v1/payout-batches/${batchId}/items`, { headers: demo })).body.data;
    expect(rows.map((row: { status: string }) => row.status)).toEqual(['paid', 'paid', 'invalid']);
    for (const row of rows.slice(0, 2)) {
      const tx = (await api(stack().baseUrl, `/api/v1/transactions/${row.partner_reff}`, { headers: demo })).body;
      expect(tx.transaction).toMatchObject({ status: 'paid', amount: row.amount, batch_id: batchId });
    }

    // batch.completed is in the merchant's event feed, once.
    const events = await eventually(async () => {
      const feed = await api(stack().baseUrl, '/api/v1/events?limit=50', { headers: demo });
      const mine = feed.body.data.filter(
        (event: { event: string; data?: { batch?: { batch_id?: string } } }) =>
          event.event === 'batch.completed' && JSON.stringify(event).includes(batchId),
      );
      return mine.length > 0 ? mine : undefined;
    });
    expect(events).toHaveLength(1);
  });
});
