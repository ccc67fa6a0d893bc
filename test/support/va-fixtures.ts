import type { SQSEvent } from 'aws-lambda';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { GatewaySimulator } from '../../local/simulator';
import type { GatewayCallback } from '../../shared/gateway/port';
import { ddb, tableName } from '../../shared/store/aws';
import type { MerchantFixture } from './harness';
import { invoke } from './harness';

export { startSimulatedGateway, type SimulatedGateway } from './gateway';

/** Plays the customer: POST /control/va/{number}/pay on the simulator. */
export async function payAtSimulator(
  sim: GatewaySimulator,
  number: string,
  amount: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${sim.url}/control/va/${encodeURIComponent(number)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  return { status: response.status, body: await response.json() };
}

export function callbackOf(callbacks: readonly GatewayCallback[], gatewayReference: string): GatewayCallback {
  const found = callbacks.find((callback) => callback.gateway_reference === gatewayReference);
  if (found === undefined) throw new Error(`no callback ${gatewayReference} was received`);
  return found;
}

let referenceCounter = 0;
/** A hand-made callback for a payment to a dedicated VA (its bank and number), as the gateway would send it. */
export function dedicatedVaCallback(
  va: { virtual_account_number: string; bank_code: string },
  amount: number,
  gatewayReference = `GWR-TEST-${Date.now()}-${(referenceCounter += 1)}`,
): GatewayCallback {
  return {
    event: 'payment.paid',
    channel: 'dedicated_va',
    partner_reff: null,
    virtual_account_number: va.virtual_account_number,
    bank_code: va.bank_code,
    gateway_reference: gatewayReference,
    amount,
    occurred_at: new Date().toISOString(),
  };
}

export async function createOneTimeVa(merchant: MerchantFixture, body: Record<string, unknown> = {}): Promise<any> {
  const response = await invoke('createVaPayment', {
    auth: merchant.auth,
    body: { amount: 150_000, bank_code: '014', ...body },
  });
  if (response.status !== 201)
    throw new Error(`createVaPayment answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createDedicated(
  merchant: MerchantFixture,
  bankCode = '002',
): Promise<{ status: number; body: any }> {
  return invoke('createDedicatedVa', { auth: merchant.auth, body: { bank_code: bankCode } });
}

/** An SQS event carrying one webhook dispatch message, as the queue hands it to the dispatcher. */
export function webhookDispatchEvent(deliveryId: string): SQSEvent {
  return {
    Records: [{ messageId: `msg-${deliveryId}`, body: JSON.stringify({ delivery_id: deliveryId }) }],
  } as unknown as SQSEvent;
}

/** Every webhook outbox record of a transaction (a test-only scan: the table has no index for it). */
export async function outboxRecordsFor(partnerReff: string): Promise<Array<Record<string, any>>> {
  const items: Array<Record<string, any>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :webhook AND partner_reff = :reff',
        ExpressionAttributeValues: { ':webhook': 'webhook', ':reff': partnerReff },
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined);
  return items;
}
