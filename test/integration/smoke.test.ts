import { createMerchantFixture, invoke } from '../support/harness';

describe('harness smoke', () => {
  it('lists an empty first page for a new merchant', async () => {
    const merchant = await createMerchantFixture();
    const response = await invoke('listTransactions', { auth: merchant.auth, query: {} });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      data: [],
      meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 },
    });
  });
});
