import {
  chooseShard,
  countAtOrAbove,
  planPage,
  seqOf,
  shardIndexOf,
  TX_COUNTER_SHARD_SLACK,
} from '../../shared/domain/tx-seq';
import { pageRange } from '../../shared/operations/transactions';

/** Sequence numbers over K counter shards: page N of the newest-first list from the K counters alone. */
describe('tx-seq', () => {
  it('with one shard plans exactly the pages pageRange always planned', () => {
    for (let total = 0; total <= 30; total += 1) {
      for (const perPage of [1, 2, 3, 7, 20]) {
        for (let page = 1; page <= Math.ceil(total / perPage) + 2; page += 1) {
          const plan = planPage([total], page, perPage);
          const range = pageRange(total, page, perPage);
          expect(plan.lastPage).toBe(range.lastPage);
          expect(plan.total).toBe(total);
          if (range.highSeq >= range.lowSeq) expect([plan.lowSeq, plan.highSeq]).toEqual([range.lowSeq, range.highSeq]);
          else expect(plan.shards).toEqual([]);
        }
      }
    }
  });

  it('numbers shard k index j as (j - 1) * K + k + 1, and back', () => {
    for (const shards of [1, 2, 4, 16]) {
      for (let shard = 0; shard < shards; shard += 1) {
        for (let index = 1; index <= 5; index += 1)
          expect(shardIndexOf(seqOf(shard, index, shards), shards)).toEqual({ shard, index });
      }
    }
  });

  it('pages uneven shards newest first, every number exactly once', () => {
    const cases: number[][] = [
      [3, 2, 2, 1],
      [0, 0, 1, 0],
      [5, 4, 6, 5],
      [1, 0],
      [9, 8, 9, 7, 8, 9, 8, 9],
    ];
    for (const counters of cases) {
      const all = counters
        .flatMap((counter, shard) =>
          Array.from({ length: counter }, (_, index) => seqOf(shard, index + 1, counters.length)),
        )
        .sort((a, b) => b - a);
      for (const perPage of [1, 2, 3, 5]) {
        const seen: number[] = [];
        const plan1 = planPage(counters, 1, perPage);
        for (let page = 1; page <= plan1.lastPage + 1; page += 1) {
          const plan = planPage(counters, page, perPage);
          const onPage = all.filter((seq) => seq >= plan.lowSeq && seq <= plan.highSeq);
          expect(onPage.length).toBe(
            page <= Math.ceil(all.length / perPage) ? Math.min(perPage, all.length - (page - 1) * perPage) : 0,
          );
          expect(plan.shards.reduce((sum, { count }) => sum + count, 0)).toBe(onPage.length);
          seen.push(...onPage);
        }
        expect(seen).toEqual(all);
        expect(countAtOrAbove(counters, 1)).toBe(all.length);
      }
    }
  });

  it('chooses only shards within the slack of the lowest counter', () => {
    expect(chooseShard([7])).toBe(0);
    const counters = [10, 10 + TX_COUNTER_SHARD_SLACK, 10 + TX_COUNTER_SHARD_SLACK + 1, 11];
    const chosen = new Set(Array.from({ length: 200 }, (_, draw) => chooseShard(counters, () => (draw % 100) / 100)));
    expect([...chosen].sort()).toEqual([0, 1, 3]);
  });
});
