import { jsonDocuments, readmeExample, runExample, useStack } from './support';

describe('local stack: payment links end to end', () => {
  const stack = useStack();

  it('runs the README payment-links example as written: a link, its page, a QR paid in the sandbox, the link completed', async () => {
    const run = await runExample(readmeExample('payment-links'), stack().baseUrl);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const [view, paid, payment, link] = jsonDocuments(run.stdout);
    expect(view).toMatchObject({
      ok: true,
      link: { amount: 150_000, status: 'active', merchant_name: 'Demo Merchant' },
    });
    expect(paid).toMatchObject({ ok: true, status: 'paid' });
    expect(payment).toMatchObject({ ok: true, payment: { method: 'qris', amount: 150_000, status: 'paid' } });
    expect(link).toMatchObject({
      ok: true,
      link: { status: 'completed', payments_count: 1, paid_amount: 150_000, url: expect.stringMatching(/\/pay\/pl_/) },
    });
  });
});
