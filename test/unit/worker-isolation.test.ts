/**
 * Test files that run at the same time (jest workers) must not share a table or queues: a sweep, an
 * audit or a queue drain in one would see the other's items (test/support/global-setup.mjs).
 */
describe('test worker isolation', () => {
  const worker = process.env.JEST_WORKER_ID ?? '1';

  it("points this file at its worker's own table", () => {
    expect(process.env.TABLE_NAME).toBe(`test-payments-w${worker}`);
  });

  it("points this file at its worker's own queues", () => {
    const queueUrls = Object.entries(process.env).filter(([name]) => name.endsWith('_QUEUE_URL'));
    expect(queueUrls.length).toBeGreaterThan(0);
    for (const [, url] of queueUrls) expect(url).toContain(`/test-w${worker}-`);
  });
});
