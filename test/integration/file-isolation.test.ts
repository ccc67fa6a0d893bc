import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../shared/store/aws';

/**
 * Test files must not share a table or queues, whether they run at the same time (jest workers) or
 * one after another: a sweep, an audit or a queue drain in one would see the other's items
 * (test/support/file-infra.ts).
 */
describe('test file isolation', () => {
  it('points this file at a table of its own, empty when the file starts', async () => {
    expect(process.env.TABLE_NAME).toMatch(/^t-file-isolation-[0-9a-f]{8}$/);
    expect(tableName()).toBe(process.env.TABLE_NAME);
    const items = await ddb().send(new ScanCommand({ TableName: tableName(), Limit: 1 }));
    expect(items.Items).toEqual([]);
  });

  it('points this file at its own queues and KYC bucket', () => {
    const queueUrls = Object.entries(process.env).filter(([name]) => name.endsWith('_QUEUE_URL'));
    expect(queueUrls.length).toBeGreaterThan(0);
    for (const [, url] of queueUrls) expect(url).toContain(`/${process.env.TABLE_NAME}-`);
    expect(process.env.KYC_BUCKET).toBe(process.env.TABLE_NAME);
  });
});
