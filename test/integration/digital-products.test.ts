import { CATALOG } from '../../shared/channels/digital/catalog';
import { createMerchantFixture, invoke, type MerchantFixture } from '../support/harness';

/** GET /tv/products and GET /tv/products/{kode} through the real handlers, priced per merchant. */
let merchant: MerchantFixture;

const ADMIN = { authorization: 'Bearer test-admin-token' };
const list = (auth: MerchantFixture['auth'], query: Record<string, string> = {}) =>
  invoke('listDigitalProducts', { auth, query });
const detail = (auth: MerchantFixture['auth'], kode: string) => invoke('getDigitalProduct', { auth, params: { kode } });
const setMarkup = (merchantId: string, markup: unknown) =>
  invoke('adminPatchMerchant', { headers: ADMIN, params: { id: merchantId }, body: { digital_markup_idr: markup } });
const codesOf = (response: { body: { data: Array<{ kode_produk: string }> } }): string[] =>
  response.body.data.map((item) => item.kode_produk);

beforeAll(async () => {
  merchant = await createMerchantFixture({ permissions: ['digital:read'] });
});

describe('GET /tv/products', () => {
  it('answers the first 20 products in catalog order, priced with the default markup of 1000', async () => {
    const response = await list(merchant.auth);
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ page: 1, per_page: 20, total: CATALOG.length });
    expect(codesOf(response)).toEqual(CATALOG.slice(0, 20).map((item) => item.kode_produk));
    expect(response.body.data[1]).toEqual({
      kode_produk: 'TSEL10',
      nama: 'Telkomsel 10.000',
      kategori: 'pulsa',
      operator: 'Telkomsel',
      harga: 10_900,
      status: 'active',
      butuh_server_id: false,
    });
    for (const [index, item] of response.body.data.entries())
      expect(item.harga).toBe(CATALOG[index]!.provider_price + 1_000);
  });

  it.each([['pulsa'], ['data'], ['emoney'], ['games'], ['pln'], ['pascabayar']])(
    'filters category %s',
    async (category) => {
      const response = await list(merchant.auth, { category, per_page: '100' });
      expect(response.status).toBe(200);
      const expected = CATALOG.filter((item) => item.kategori === category).map((item) => item.kode_produk);
      expect(expected.length).toBeGreaterThan(0);
      expect(codesOf(response)).toEqual(expected);
      expect(response.body.meta.total).toBe(expected.length);
    },
  );

  it('filters the operator by its exact name in any case, across categories', async () => {
    const response = await list(merchant.auth, { operator: 'telkomsel', per_page: '100' });
    expect(codesOf(response)).toEqual([
      'TSEL5',
      'TSEL10',
      'TSEL20',
      'TSEL25',
      'TSEL50',
      'TSEL100',
      'TSEL200',
      'TSELD1',
      'TSELD3',
      'TSELD8',
      'HPTSEL',
    ]);
    expect((await list(merchant.auth, { operator: 'TELKOM' })).body).toEqual({
      ok: true,
      data: [],
      meta: { page: 1, per_page: 20, total: 0 },
    });
  });

  it('combines the filters', async () => {
    const response = await list(merchant.auth, { category: 'data', operator: 'XL' });
    expect(codesOf(response)).toEqual(['XLD5', 'XLD10']);
  });

  it.each([
    ['a word of the name, in another case', 'LEGENDS', ['ML86', 'ML172', 'ML257', 'ML344', 'ML706']],
    ['part of a code', 'tsel1', ['TSEL10', 'TSEL100']],
    ['a name with a space', 'welkin moon', ['GIWELKIN']],
    ['text that matches nothing', 'netflix', []],
  ])('searches %s', async (_label, search, codes) => {
    const response = await list(merchant.auth, { search, per_page: '100' });
    expect(response.status).toBe(200);
    expect(codesOf(response)).toEqual(codes);
    expect(response.body.meta.total).toBe(codes.length);
  });

  it('lists inactive products with status inactive', async () => {
    const response = await list(merchant.auth, { operator: 'Telkomsel', search: '200' });
    expect(response.body.data).toEqual([expect.objectContaining({ kode_produk: 'TSEL200', status: 'inactive' })]);
  });

  it('walks every page without a duplicate or a gap, and answers an empty page beyond the last', async () => {
    const seen: string[] = [];
    const lastPage = Math.ceil(CATALOG.length / 7);
    for (let page = 1; page <= lastPage; page += 1) {
      const response = await list(merchant.auth, { per_page: '7', page: String(page) });
      expect(response.body.meta).toEqual({ page, per_page: 7, total: CATALOG.length });
      seen.push(...codesOf(response));
    }
    expect(seen).toEqual(CATALOG.map((item) => item.kode_produk));
    const beyond = await list(merchant.auth, { per_page: '7', page: String(lastPage + 1) });
    expect(beyond.body).toEqual({
      ok: true,
      data: [],
      meta: { page: lastPage + 1, per_page: 7, total: CATALOG.length },
    });
  });

  it('pages a filtered list by the filtered total', async () => {
    const response = await list(merchant.auth, { category: 'games', per_page: '5', page: '3' });
    expect(codesOf(response)).toEqual(['PUBG325', 'GI60', 'GI330', 'GIWELKIN']);
    expect(response.body.meta).toEqual({ page: 3, per_page: 5, total: 14 });
  });

  it.each([
    ['per_page 0', { per_page: '0' }, 'per_page'],
    ['per_page 101', { per_page: '101' }, 'per_page'],
    ['page abc', { page: 'abc' }, 'page'],
    ['page 0', { page: '0' }, 'page'],
    ['an unknown category', { category: 'voucher' }, 'category'],
    ['an empty operator', { operator: '' }, 'operator'],
    ['a search longer than 64 characters', { search: 'x'.repeat(65) }, 'search'],
    ['an unknown parameter', { sort: 'harga' }, 'sort'],
  ])('answers 422 validation_failed for %s', async (_label, query, field) => {
    const response = await list(merchant.auth, query);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      ok: false,
      error: 'validation_failed',
      message: expect.any(String),
      errors: { [field]: [expect.any(String)] },
    });
  });
});

describe('GET /tv/products/{kode}', () => {
  it('answers Mobile Legends with the User ID and Server ID fields', async () => {
    const response = await detail(merchant.auth, 'ML86');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      data: {
        kode_produk: 'ML86',
        nama: 'Mobile Legends 86 Diamonds',
        kategori: 'games',
        operator: 'Mobile Legends',
        harga: 20_300,
        status: 'active',
        butuh_server_id: true,
        fields: [
          { name: 'tujuan', label: 'User ID', type: 'string', required: true },
          { name: 'server_id', label: 'Server ID', type: 'string', required: true },
        ],
      },
    });
  });

  it('finds a code in any case and answers its canonical code with the one tujuan field', async () => {
    const response = await detail(merchant.auth, 'tsel10');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      kode_produk: 'TSEL10',
      harga: 10_900,
      fields: [{ name: 'tujuan', label: 'Nomor HP', type: 'string', required: true }],
    });
  });

  it('prices a postpaid product as the admin fee per bill', async () => {
    const response = await detail(merchant.auth, 'BPJS');
    expect(response.body.data).toMatchObject({
      kategori: 'pascabayar',
      harga: 2_500,
      fields: [{ name: 'tujuan', label: 'Nomor pelanggan' }],
    });
  });

  it('answers an inactive product with status inactive', async () => {
    expect((await detail(merchant.auth, 'HPISAT')).body.data).toMatchObject({
      kode_produk: 'HPISAT',
      status: 'inactive',
    });
  });

  it.each(['NOPE99', 'TSEL', 'A'.repeat(32)])('answers 404 not_found for the unknown code %s', async (kode) => {
    const response = await detail(merchant.auth, kode);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: 'not_found', message: expect.any(String) });
  });

  it.each(['TSEL-10', 'A'.repeat(33)])('answers 422 validation_failed for the malformed code %s', async (kode) => {
    const response = await detail(merchant.auth, kode);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ kode: [expect.any(String)] });
  });
});

describe('per-merchant prices', () => {
  it('prices with the markup an operator set, for that merchant only', async () => {
    const marked = await createMerchantFixture({ permissions: ['digital:read'] });
    const patched = await setMarkup(marked.merchantId, 2_500);
    expect(patched.status).toBe(200);
    expect(patched.body.merchant).toMatchObject({ id: marked.merchantId, digital_markup_idr: 2_500 });

    expect((await detail(marked.auth, 'TSEL10')).body.data.harga).toBe(12_400);
    expect((await detail(marked.auth, 'BPJS')).body.data.harga).toBe(4_000);
    const listed = await list(marked.auth, { per_page: '100' });
    for (const [index, item] of listed.body.data.entries())
      expect(item.harga).toBe(CATALOG[index]!.provider_price + 2_500);
    expect((await detail(merchant.auth, 'TSEL10')).body.data.harga).toBe(10_900);
  });

  it('sells at the provider price with a markup of 0, and follows a later change', async () => {
    const marked = await createMerchantFixture({ permissions: ['digital:read'] });
    expect((await setMarkup(marked.merchantId, 0)).status).toBe(200);
    expect((await detail(marked.auth, 'PLN1000')).body.data.harga).toBe(1_000_150);
    expect((await setMarkup(marked.merchantId, 1_500)).body.merchant.digital_markup_idr).toBe(1_500);
    expect((await detail(marked.auth, 'PLN1000')).body.data.harga).toBe(1_001_650);
  });

  it('leaves the markup out of the merchant view until one is set', async () => {
    const fresh = await createMerchantFixture();
    const patched = await invoke('adminPatchMerchant', {
      headers: ADMIN,
      params: { id: fresh.merchantId },
      body: { kyc_status: 'verified' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.merchant).not.toHaveProperty('digital_markup_idr');
  });

  it.each([[-1], [1_000_001], [2.5], ['1000'], [null]])(
    'refuses the markup %j with 422 validation_failed',
    async (markup) => {
      const response = await setMarkup(merchant.merchantId, markup);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        error: 'validation_failed',
        errors: { digital_markup_idr: [expect.any(String)] },
      });
    },
  );
});

describe('access', () => {
  it.each([
    ['listDigitalProducts', {}],
    ['getDigitalProduct', { params: { kode: 'TSEL10' } }],
  ] as const)('answers %s with 403 permission_denied without digital:read', async (route, options) => {
    const other = await createMerchantFixture({ permissions: ['qris:read', 'digital:create', 'digital:ppob'] });
    const response = await invoke(route, { ...options, auth: other.auth });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ ok: false, error: 'permission_denied', message: expect.any(String) });
  });

  it('answers 401 without credentials', async () => {
    expect((await invoke('listDigitalProducts')).status).toBe(401);
  });
});
