import { ADMIN_TOKEN, api, DEMO_AUTH, eventually, jsonDocuments, readmeExample, runExample, useStack } from './support';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const demo = { authorization: DEMO_AUTH };

describe('local stack: digital products end to end', () => {
  const stack = useStack();

  it('runs the README digital example as written: catalog, order to success, postpaid bill paid', async () => {
    const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    const run = await runExample(readmeExample('digital'), stack().baseUrl);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const [catalog, game, created, read, bill, billOrder, balance] = jsonDocuments(run.stdout);
    expect(catalog).toMatchObject({ ok: true, meta: { page: 1, per_page: 3 } });
    expect(
      catalog.data.every(
        (product: { operator: string; kategori: string }) =>
          product.operator === 'Telkomsel' && product.kategori === 'pulsa',
      ),
    ).toBe(true);
    expect(game.data.fields.map((field: { name: string }) => field.name)).toEqual(['tujuan', 'server_id']);
    expect(created).toMatchObject({
      ok: true,
      data: { status: 'pending', kode_produk: 'TSEL10', sn: null, saldo_owner: expect.any(Number) },
    });
    expect(read.data).toMatchObject({ ref_id: created.data.ref_id, status: 'success', sn: expect.any(String) });
    expect(bill.data).toMatchObject({
      inquiry_id: expect.any(Number),
      customer_name: expect.any(String),
      total: bill.data.tagihan + bill.data.admin,
    });
    expect(billOrder).toMatchObject({ ok: true, data: { type: 'ppob', status: 'pending', harga: bill.data.total } });
    expect(balance).toMatchObject({ ok: true, data: { currency: 'IDR' } });

    const paidBill = await eventually(async () => {
      const order = await api(stack().baseUrl, `/api/v1/tv/orders/${billOrder.data.ref_id}`, { headers: demo });
      return order.body.data.status === 'success' ? order.body.data : undefined;
    });
    expect(paidBill.sn).toEqual(expect.any(String));
    const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    expect(before.available - after.available).toBe(created.data.harga + bill.data.total);
    expect(after.held).toBe(before.held);
    const audit = await api(stack().baseUrl, '/admin/v1/audit', { headers: admin });
    expect(audit.body).toMatchObject({ balanced: true, problems: [] });
  }, 60_000);

  it('refunds a failed order end to end (tujuan ending 1111 fails after processing)', async () => {
    const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    const refId = `E2E-FAIL-${Date.now()}`;
    const created = await api(stack().baseUrl, '/api/v1/tv/orders', {
      body: { ref_id: refId, kode_produk: 'XL10', tujuan: '081711111111' },
      headers: { ...demo, 'x-idempotency-key': refId },
    });
    expect(created.status).toBe(202);
    const failed = await eventually(async () => {
      const order = await api(stack().baseUrl, `/api/v1/tv/orders/${refId}`, { headers: demo });
      return order.body.data.status === 'failed' ? order.body.data : undefined;
    });
    expect(failed.message).toEqual(expect.any(String));
    const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    expect(after).toEqual(before);
  }, 60_000);

  it('answers bad order input with a 4xx envelope, never a 5xx', async () => {
    const bodies = [
      '{',
      '[]',
      '{"ref_id": 1}',
      '{"ref_id": "A", "kode_produk": "TSEL10", "tujuan": 81234567890}',
      '{"ref_id": "A", "kode_produk": "TSEL10", "tujuan": "0812", "server_id": "x"}',
    ];
    for (const path of ['/api/v1/tv/orders', '/api/v1/tv/ppob/inquiries', '/api/v1/tv/ppob/orders']) {
      for (const [index, raw] of bodies.entries()) {
        const response = await fetch(`${stack().baseUrl}${path}`, {
          method: 'POST',
          headers: {
            ...demo,
            'content-type': 'application/json',
            'x-idempotency-key': `bad-${index}-${Date.now()}`,
            'x-forwarded-for': `203.0.113.${index + 40}`,
          },
          body: raw,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await response.json()).toMatchObject({ ok: false, error: expect.any(String) });
      }
    }
  });
});
