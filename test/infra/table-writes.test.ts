import { ROUTE_ROWS, queueConsumerSpec, routeSpec, scheduleSpec, type FunctionSpec } from '../../infra/specs';
import { TABLE_WRITES } from '../../infra/table-writes';
import { QUEUE_LIST } from '../../shared/queues';
import { SCHEDULES } from '../../shared/schedules';
import { keys } from '../../shared/store/keys';
import { bundleTableUses, prefixOfPartitionKey, tableUseOfSources, type BundleTableUse } from '../support/table-writes';

/**
 * The declared writes (each route row's `tableWrites`, infra/table-writes.ts for consumers and jobs) against the code: every function's entry is bundled with
 * the options CDK bundles it with, and the key builders its modules call must be exactly the prefixes its row names
 * (so the LeadingKeys condition never denies a write the code makes, and no prefix is granted that
 * no module of the function builds), DeleteItem exactly where a module deletes.
 */
const SPECS: FunctionSpec[] = [
  ...ROUTE_ROWS.map(routeSpec),
  ...QUEUE_LIST.map(queueConsumerSpec),
  ...SCHEDULES.map(scheduleSpec),
];
const READ_WRITE = SPECS.filter((spec) => spec.tableAccess === 'readWrite');
const uses = new Map<string, BundleTableUse>();

/** One esbuild pass over every function's entry (test/support/table-writes.ts). */
beforeAll(async () => {
  const byEntry = await bundleTableUses(SPECS.map((spec) => spec.entry));
  for (const spec of SPECS) uses.set(spec.id, byEntry.get(spec.entry)!);
}, 120_000);

describe('the analysis', () => {
  it('finds the builders a module calls and what it sends', () => {
    const use = tableUseOfSources([
      'ddb().send(new PutCommand({ Item: { ...keys.transaction(reff) } }));',
      'keys.rateLimit(ip, 0); new DeleteCommand({ Key: keys.idempotency(c, k) })',
    ]);
    expect(use).toEqual({
      prefixes: ['IDEM#', 'RATE#', 'TX#'],
      deletes: true,
      batchWrites: false,
      scans: false,
      writes: true,
    });
    expect(tableUseOfSources(['keys.client(id); new GetCommand({})'])).toEqual({
      prefixes: ['CLIENT#'],
      deletes: false,
      batchWrites: false,
      scans: false,
      writes: false,
    });
  });

  it('counts a Delete in a transaction as a delete: DynamoDB authorizes it as DeleteItem', () => {
    const use = tableUseOfSources(['transactWrite([{ Delete: { TableName: table, Key: keys.client(id) } }]);']);
    expect(use).toMatchObject({ prefixes: ['CLIENT#'], deletes: true });
    expect(tableUseOfSources(['transactWrite([{ Put: { Item: keys.client(id) } }]);']).deletes).toBe(false);
  });

  it('takes the prefix up to the first # of the key, or the whole fixed key', () => {
    expect(prefixOfPartitionKey(keys.merchant('m-1').pk)).toBe('MERCHANT#');
    expect(prefixOfPartitionKey(keys.merchantIndex('m-1').pk)).toBe('MERCHANT_INDEX');
    expect(prefixOfPartitionKey(keys.systemPosting('p').pk)).toBe('LEDGER#');
  });
});

describe('declared table writes', () => {
  it('has a row for every read-write consumer and job and for no other function', () => {
    const consumersAndJobs = READ_WRITE.filter((spec) => !spec.id.startsWith('Route-'));
    expect(Object.keys(TABLE_WRITES).sort()).toEqual(consumersAndJobs.map((spec) => spec.id).sort());
  });

  it("takes a route's writes from its row, sorted and each once, which only a read-write route may declare", () => {
    for (const route of ROUTE_ROWS) {
      const spec = routeSpec(route);
      const declared = route.tableWrites && {
        prefixes: [...new Set(route.tableWrites.prefixes)].sort(),
        deletes: route.tableWrites.deletes,
      };
      expect([spec.id, spec.tableWrites]).toEqual([spec.id, spec.tableAccess === 'readWrite' ? declared : undefined]);
    }
    const [getRoute] = ROUTE_ROWS.filter((route) => route.method === 'GET' && route.tableAccess === undefined);
    expect(() => routeSpec({ ...getRoute!, tableWrites: { prefixes: ['TX#'], deletes: false } })).toThrow(
      /does not write the table but declares tableWrites in its route row/,
    );
    const [postRoute] = ROUTE_ROWS.filter((route) => route.method === 'POST' && route.tableWrites !== undefined);
    expect(() => routeSpec({ ...postRoute!, tableWrites: undefined })).toThrow(
      /declares no tableWrites in its route row/,
    );
  });

  it.each(READ_WRITE.map((spec) => [spec.id, spec]))(
    '%s declares exactly the prefixes its bundled code builds keys of',
    (id, spec) => {
      const use = uses.get(id)!;
      expect(use.writes).toBe(true);
      // On failure, what to write as the route row's tableWrites, or as the row in infra/table-writes.ts:
      expect({ prefixes: spec.tableWrites!.prefixes, deletes: spec.tableWrites!.deletes }).toEqual({
        prefixes: use.prefixes,
        deletes: use.deletes,
      });
    },
  );

  it.each(SPECS.map((spec) => [spec.id]))('%s sends no Scan and no BatchWriteItem, which no role is granted', (id) => {
    const use = uses.get(id)!;
    expect([use.scans, use.batchWrites]).toEqual([false, false]);
  });
});
