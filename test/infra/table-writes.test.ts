import { ROUTE_ROWS, queueConsumerSpec, routeSpec, scheduleSpec, type FunctionSpec } from '../../infra/specs';
import { TABLE_WRITES } from '../../infra/table-writes';
import { QUEUE_LIST } from '../../shared/queues';
import { SCHEDULES } from '../../shared/schedules';
import { keys } from '../../shared/store/keys';
import { bundleTableUse, prefixOfPartitionKey, tableUseOfSources, type BundleTableUse } from '../support/table-writes';

/**
 * The declaration of infra/table-writes.ts against the code: every function is bundled as CDK
 * bundles it, and the key builders its modules call must be exactly the prefixes its row names
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

/** Bundles two at a time: the machine's cores are shared. */
beforeAll(async () => {
  const queue = [...SPECS];
  const worker = async (): Promise<void> => {
    for (let spec = queue.shift(); spec !== undefined; spec = queue.shift())
      uses.set(spec.id, await bundleTableUse(spec.entry));
  };
  await Promise.all([worker(), worker()]);
}, 600_000);

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

  it('takes the prefix up to the first # of the key, or the whole fixed key', () => {
    expect(prefixOfPartitionKey(keys.merchant('m-1').pk)).toBe('MERCHANT#');
    expect(prefixOfPartitionKey(keys.merchantIndex('m-1').pk)).toBe('MERCHANT_INDEX');
    expect(prefixOfPartitionKey(keys.systemPosting('p').pk)).toBe('LEDGER#');
  });
});

describe('declared table writes', () => {
  it('has a row for every read-write function and for no other', () => {
    expect(Object.keys(TABLE_WRITES).sort()).toEqual(READ_WRITE.map((spec) => spec.id).sort());
  });

  it.each(READ_WRITE.map((spec) => [spec.id, spec]))(
    '%s declares exactly the prefixes its bundled code builds keys of',
    (id, spec) => {
      const use = uses.get(id)!;
      expect(use.writes).toBe(true);
      // On failure, the row to write in infra/table-writes.ts:
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
