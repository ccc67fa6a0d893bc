import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { backfillDashboard } from '../../tools/backfill-dashboard';
import { createMerchantFixture, dashboardClaims, invoke } from '../support/harness';

/**
 * The dashboard's release step (tools/backfill-dashboard.ts) against DynamoDB Local: records from
 * before the dashboard (a client without its list item, a merchant's owners without their count)
 * get what the dashboard reads, once, however often it runs.
 */
const getItem = async (key: { pk: string; sk: string }) =>
  (await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const deleteItem = (key: { pk: string; sk: string }) =>
  ddb().send(new DeleteCommand({ TableName: tableName(), Key: key }));

describe('dashboard backfill', () => {
  it("lists clients from before the list and counts a merchant's owners, without counting anything twice", async () => {
    // A merchant with two clients: the first as it was before the list (no list item, no count).
    const merchant = await createMerchantFixture();
    await deleteItem(keys.merchantClient(merchant.merchantId, merchant.clientId));
    await deleteItem(keys.merchantClientCount(merchant.merchantId));
    // A second client made since, listed and counted by its create.
    const listedNow = await invoke('adminCreateClient', {
      headers: { authorization: 'Bearer test-admin-token' },
      params: { id: merchant.merchantId },
      body: {},
    });
    expect(listedNow.status).toBe(201);
    expect((await getItem(keys.merchantClientCount(merchant.merchantId)))?.count).toBe(1);

    // A dashboard merchant whose owner count predates the users routes.
    const user = { sub: randomUUID(), email: `${randomUUID().slice(0, 8)}@backfill.test` };
    const created = await invoke('dashboardCreateMerchant', {
      claims: dashboardClaims(user),
      body: { business_name: 'Toko Lama' },
    });
    expect(created.status).toBe(201);
    const shopId = created.body.merchant.id as string;
    await deleteItem(keys.memberCounts(shopId));

    await backfillDashboard();
    expect(await getItem(keys.merchantClient(merchant.merchantId, merchant.clientId))).toMatchObject({
      client_id: merchant.clientId,
    });
    expect((await getItem(keys.merchantClientCount(merchant.merchantId)))?.count).toBe(2);
    expect(await getItem(keys.memberCounts(shopId))).toMatchObject({ owners: 1, pending_invitations: 0 });

    // A second run changes nothing.
    await backfillDashboard();
    expect((await getItem(keys.merchantClientCount(merchant.merchantId)))?.count).toBe(2);
    expect(await getItem(keys.memberCounts(shopId))).toMatchObject({ owners: 1, pending_invitations: 0 });

    // What the backfill restored is what the dashboard reads: the owner may invite, the last owner stays.
    const owner = { claims: dashboardClaims(user) };
    const listed = await invoke('dashboardListUsers', owner);
    expect(listed.body.users).toEqual([expect.objectContaining({ user_id: user.sub, role: 'owner' })]);
    const stepDown = await invoke('dashboardChangeUserRole', {
      ...owner,
      params: { user_id: user.sub },
      body: { role: 'viewer' },
    });
    expect([stepDown.status, stepDown.body.error]).toEqual([409, 'last_owner']);
  }, 60_000);
});
