import { ROUTE_ROWS, queueConsumerSpec, routeSpec, scheduleSpec, type FunctionSpec } from '../../infra/specs';
import { TABLE_WRITES } from '../../infra/table-writes';
import { QUEUE_LIST } from '../../shared/queues';
import { SCHEDULES } from '../../shared/schedules';
import { keys } from '../../shared/store/keys';
import { prefixOfPartitionKey, tableUseOfSources } from '../support/table-writes';

/**
 * The declared writes (each route row's `tableWrites`, infra/table-writes.ts for consumers and
 * jobs): the analysis and the rows here. Each function's bundle against its row (the key builders its
 * modules call must be exactly the prefixes its row names, so the LeadingKeys condition never denies
 * a write the code makes, DeleteItem exactly where a module deletes) is checked in stack.test.ts,
 * on the bundles of the one synth the infra tier makes.
 */
const SPECS: FunctionSpec[] = [
  ...ROUTE_ROWS.map(routeSpec),
  ...QUEUE_LIST.map(queueConsumerSpec),
  ...SCHEDULES.map(scheduleSpec),
];
const READ_WRITE = SPECS.filter((spec) => spec.tableAccess === 'readWrite');

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
});
