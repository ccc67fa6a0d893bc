import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../shared/config';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { createTransaction } from '../../shared/engine/create';
import { newPartnerReff, numericId } from '../../shared/ids';
import { ddb, tableName } from '../../shared/store/aws';
import { queryAllDue } from '../../shared/store/due';
import { DUE, dueShardKey, keys } from '../../shared/store/keys';
import { rescheduleReconciliation } from '../../shared/store/transactions';
import { createMerchantFixture } from '../support/harness';

/**
 * Reconciliation reschedules a held payout in place on the due index: conditioned on the payout
 * still being on the reconcile index, whether on its shard (DUE#RECONCILE#<n>) or on the legacy
 * unsharded key a release before sharding wrote (docs/ARCHITECTURE.md, section 7). Store-level: no money moves here.
 */
const T0 = Date.parse('1985-06-01T10:00:00Z') + Math.floor(Math.random() * 100_000) * 60_000;

async function dueOf(partnerReff: string): Promise<{ pk: unknown; at: unknown; attempts: unknown }> {
  const item = (
    await ddb().send(
      new GetCommand({ TableName: tableName(), Key: keys.transaction(partnerReff), ConsistentRead: true }),
    )
  ).Item!;
  return { pk: item.gsi2pk, at: item.gsi2sk, attempts: item.reconcile_attempts };
}

async function heldPayout(stage: 'held' | 'awaiting_confirmation'): Promise<string> {
  const merchant = await createMerchantFixture();
  const partnerReff = newPartnerReff('TF', T0);
  const created = await createTransaction({
    merchantId: merchant.merchantId,
    kind: 'status',
    build: (seq) => ({
      record: {
        partner_reff: partnerReff,
        id: numericId(T0),
        merchant_id: merchant.merchantId,
        client_id: merchant.clientId,
        type: 'transfer',
        status: 'pending',
        stage,
        amount: 10_000,
        fees: computeFees(10_000, resolveFeeRule('transfer')),
        seq,
        event_count: 1,
        created_at_ms: T0,
        updated_at_ms: T0,
        confirmed_at_ms: T0,
      },
      createdEvent: { event_type: 'created', from: null, to: 'pending', source: 'api', description: null, at_ms: T0 },
      due: { kind: 'reconcile', atMs: T0 },
    }),
  });
  if (created.kind !== 'created') throw new Error(`fixture payout ended ${created.kind}`);
  return partnerReff;
}

const leaveIndex = (partnerReff: string) =>
  ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.transaction(partnerReff),
      UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
    }),
  );

describe('reconciliation reschedule on a sharded due index', () => {
  it('reschedules a held payout on its shard and on the legacy key, keeping the key; never one not held', async () => {
    const shards = config().dueShards;
    const held = await heldPayout('held');
    const waiting = await heldPayout('awaiting_confirmation');
    try {
      expect((await dueOf(held)).pk).toBe(dueShardKey('reconcile', held, shards));
      await rescheduleReconciliation(held, T0 + 1_000, 1);
      expect(await dueOf(held)).toEqual({ pk: dueShardKey('reconcile', held, shards), at: T0 + 1_000, attempts: 1 });

      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.transaction(held),
          UpdateExpression: 'SET gsi2pk = :legacy',
          ExpressionAttributeValues: { ':legacy': DUE.reconcile },
        }),
      );
      await rescheduleReconciliation(held, T0 + 2_000, 2);
      expect(await dueOf(held)).toEqual({ pk: DUE.reconcile, at: T0 + 2_000, attempts: 2 });
      expect((await queryAllDue('reconcile')).map((item) => item.partner_reff)).toContain(held);

      // Not holding money: the condition refuses, nothing changes.
      await rescheduleReconciliation(waiting, T0 + 3_000, 1);
      expect(await dueOf(waiting)).toEqual({
        pk: dueShardKey('reconcile', waiting, shards),
        at: T0,
        attempts: undefined,
      });
    } finally {
      await leaveIndex(held);
      await leaveIndex(waiting);
    }
  });
});
