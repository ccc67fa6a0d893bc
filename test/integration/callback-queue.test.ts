import { randomUUID } from 'node:crypto';
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { signBody } from '../../shared/gateway/signature';
import { sqs } from '../../shared/store/aws';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { queueUrl, sendMessages } from '../../shared/store/queue';
import { getTransaction } from '../../shared/store/transactions';
import { handler as callbackConsumer } from '../../functions/workers/gateway-callbacks';
import { createMerchantFixture, invoke, purgeQueue, type MerchantFixture } from '../support/harness';
import { GATEWAY_CALLBACK_SECRET, payoutCallback, useGatewaySimulator } from '../support/gateway';

/**
 * The callbacks queue is not trusted (docs/ARCHITECTURE.md, 14.3): the consumer applies a message only when
 * the gateway's signature over its raw body verifies. A message put on the queue by anyone else
 * credits nothing, is dropped (not retried into the dead-letter queue) and logged at warn.
 */
useGatewaySimulator();
const FUNDING = 500_000;
const DEBIT = 100_000 + computeFees(100_000, resolveFeeRule('transfer')).total_fee;

async function paidPayout(): Promise<{ merchant: MerchantFixture; reff: string }> {
  const merchant = await createMerchantFixture({ balanceIdr: FUNDING });
  const inquiry = await invoke('transferInquiry', {
    auth: merchant.auth,
    body: { amount: 100_000, bank_code: '014', account_number: '5550001234' },
  });
  const reff = inquiry.body.transaction.partner_reff as string;
  expect(
    (await invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: reff, pin: '123456' } })).body
      .transaction.status,
  ).toBe('paid');
  return { merchant, reff };
}

function returnBody(reff: string): string {
  return JSON.stringify(payoutCallback('payout.returned', reff));
}

const consume = (...bodies: unknown[]) =>
  callbackConsumer({
    Records: bodies.map((body, index) => ({ messageId: `m-${index}`, body: JSON.stringify(body) })),
  } as unknown as SQSEvent);

const FORGERIES: Array<[string, (raw: string) => unknown]> = [
  [
    'signed with another secret',
    (raw) => ({ raw, headers: { 'x-gateway-signature': signBody(raw, 'not-the-gateway-secret') } }),
  ],
  [
    'signed for another body',
    (raw) => ({ raw, headers: { 'x-gateway-signature': signBody(`${raw} `, GATEWAY_CALLBACK_SECRET) } }),
  ],
  ['without a signature header', (raw) => ({ raw, headers: {} })],
  ['with an empty signature', (raw) => ({ raw, headers: { 'x-gateway-signature': '' } })],
  ['in the old {raw} form', (raw) => ({ raw })],
  ['as the parsed callback itself', (raw) => JSON.parse(raw)],
  [
    'with another header beside the signature',
    (raw) => ({ raw, headers: { 'x-gateway-signature': signBody(raw, GATEWAY_CALLBACK_SECRET), 'x-extra': '1' } }),
  ],
];

describe('the callbacks queue consumer', () => {
  it.each(FORGERIES)('drops a return %s: it credits nothing and is not retried', async (_label, forge) => {
    const { merchant, reff } = await paidPayout();
    expect(await consume(forge(returnBody(reff)))).toEqual({ batchItemFailures: [] });
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: FUNDING - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
  });

  it('applies the same return when the gateway signed it', async () => {
    const { merchant, reff } = await paidPayout();
    const raw = returnBody(reff);
    expect(await consume({ raw, headers: { 'x-gateway-signature': signBody(raw, GATEWAY_CALLBACK_SECRET) } })).toEqual({
      batchItemFailures: [],
    });
    expect((await getTransaction(reff))?.status).toBe('failed');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
  });

  it('credits nothing for forged payments put straight on the real queue (bad and missing signature)', async () => {
    await purgeQueue('callbacks');
    const merchant = await createMerchantFixture();
    const created = await invoke('createQris', { auth: merchant.auth, body: { amount: 40_000 } });
    const reff = created.body.transaction.partner_reff as string;
    const paid = JSON.stringify({
      event: 'payment.paid',
      channel: 'qris',
      partner_reff: reff,
      virtual_account_number: null,
      gateway_reference: `GWR-${randomUUID()}`,
      amount: 40_000,
      occurred_at: new Date().toISOString(),
    });
    await sendMessages('callbacks', [
      { raw: paid, headers: { 'x-gateway-signature': 'f'.repeat(64) } },
      { raw: paid, headers: {} },
    ]);
    const received = await (
      await sqs()
    ).send(new ReceiveMessageCommand({ QueueUrl: queueUrl('callbacks'), MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    const records = (received.Messages ?? []).map((message) => ({ messageId: message.MessageId, body: message.Body }));
    expect(records).toHaveLength(2);
    expect(await callbackConsumer({ Records: records } as unknown as SQSEvent)).toEqual({ batchItemFailures: [] });
    expect((await getTransaction(reff))?.status).toBe('waiting_payment');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    const audit = await auditLedger();
    expect(audit.problems).toEqual([]);
  });
});
