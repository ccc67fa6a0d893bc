import { spawn } from 'node:child_process';
import { verifyWebhook } from '../../client/verify-webhook';
import { CLI_CWD, cliCommand } from '../support/cli-command';
import {
  ADMIN_TOKEN,
  api,
  DEMO_AUTH,
  eventually,
  jsonDocuments,
  readmeExample,
  runExample,
  startReceiver,
  useStack,
  userEnvironment,
} from './support';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
/** The test's own reads come from another address than the example's curl, so they share no rate limit. */
const demo = { authorization: DEMO_AUTH, 'x-forwarded-for': '203.0.113.91' };
const CLI_TIMEOUT_MS = 60_000;
const QR_REFUND_IDR = 30_000;
const VA_REFUND_IDR = 150_000;
const TRANSFER_FEE_IDR = 3_500;

/** `npm run cli -- <args>` without the user's MERCHANT_* overrides; its exit code and output. */
function cli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env = Object.fromEntries(Object.entries(userEnvironment()).filter(([name]) => !name.startsWith('MERCHANT_')));
  const { command, args: argv } = cliCommand(args);
  const child = spawn(command, argv, {
    cwd: CLI_CWD,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: CLI_TIMEOUT_MS,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stdout, stderr })));
}

/**
 * Refunds against `npm start` (DESIGN 15): the README's example, run as written with a local receiver
 * as its HOOK_URL. The shared stack's demo merchant is used by other files too, so the balance is
 * checked by its deltas, never by its values.
 */
describe('local stack: refunds end to end', () => {
  const stack = useStack();

  it('documents the refund routes and their webhooks in the OpenAPI document', async () => {
    const document = await api(stack().baseUrl, '/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/transactions/{partner_reff}/refunds', '/refunds/{refund_id}']),
    );
    expect(Object.keys(document.body['x-webhooks'])).toEqual(
      expect.arrayContaining(['refund.succeeded', 'refund.failed']),
    );
  });

  it('runs the README refunds example: a paid QR refunded in part, refund.succeeded signed at the receiver, the balance moved by exactly the refund', async () => {
    const receiver = await startReceiver(200);
    try {
      const balance = async () =>
        (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
      const before = await balance();
      const run = await runExample(readmeExample('refunds'), stack().baseUrl, { HOOK_URL: receiver.url });
      expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
      const [client, qr, paid, saldoBefore, asked, read, saldoAfter, payment, list, feed, tooMuch, va, , vaRefund] =
        jsonDocuments(run.stdout);
      const reff: string = qr.transaction.partner_reff;
      const refundId: string = asked.refund.refund_id;

      expect(paid).toMatchObject({ ok: true, status: 'paid' });
      expect(asked).toMatchObject({
        ok: true,
        refund: { partner_reff: reff, amount: QR_REFUND_IDR, fee: 0, method: 'original', status: 'pending' },
      });
      expect(read.refund).toMatchObject({ refund_id: refundId, status: 'succeeded', completed_at: expect.any(String) });
      // Between the two reads the QR's refund alone moved the demo merchant's money.
      expect(saldoBefore.data.saldo - saldoAfter.data.saldo).toBe(QR_REFUND_IDR);
      expect(saldoAfter.data.held).toBe(saldoBefore.data.held);
      expect(payment.transaction).toMatchObject({
        status: 'paid',
        refunded_amount: QR_REFUND_IDR,
        refund_status: 'partial',
      });
      expect(list.data).toEqual([expect.objectContaining({ refund_id: refundId, status: 'succeeded' })]);
      expect(feed.data).toContainEqual(
        expect.objectContaining({
          event: 'refund.succeeded',
          partner_reff: reff,
          payload: expect.objectContaining({ refund: expect.objectContaining({ refund_id: refundId }) }),
        }),
      );
      expect(tooMuch).toMatchObject({ ok: false, error: 'refund_exceeds_refundable' });
      expect(vaRefund.refund).toMatchObject({
        amount: VA_REFUND_IDR,
        fee: TRANSFER_FEE_IDR,
        method: 'payout',
        status: 'succeeded',
        destination: { type: 'bank', bank_code: '014', account_number: '8730012345' },
      });

      // refund.succeeded arrives at the client's callback URL, signed with its secret.
      const delivered = await eventually(async () =>
        receiver.received.find((entry) => entry.headers['x-webhook-event'] === 'refund.succeeded'),
      );
      expect(verifyWebhook(delivered.body, delivered.headers, client.client.client_secret)).toMatchObject({
        ok: true,
        scheme: 'v2',
      });
      expect(JSON.parse(delivered.body)).toEqual({
        event: 'refund.succeeded',
        partner_reff: reff,
        refund: expect.objectContaining({ refund_id: refundId, amount: QR_REFUND_IDR, status: 'succeeded' }),
      });

      // The whole example, in the books: the QR's net pending settlement, the VA's net in and out again
      // with the transfer fee, the QR's refund out; nothing left held.
      const vaPayment = await api(stack().baseUrl, `/api/v1/transactions/${va.payment.partner_reff}`, {
        headers: demo,
      });
      const after = await balance();
      expect(after.held).toBe(before.held);
      expect(after.pending_settlement - before.pending_settlement).toBe(payment.transaction.fees.net_amount);
      expect(after.available - before.available).toBe(
        vaPayment.body.transaction.fees.net_amount - VA_REFUND_IDR - TRANSFER_FEE_IDR - QR_REFUND_IDR,
      );
      const audit = await api(stack().baseUrl, '/admin/v1/audit', { headers: admin });
      expect(audit.body).toMatchObject({ ok: true, balanced: true, problems: [] });
    } finally {
      await receiver.close();
    }
  }, 90_000);

  it("triggers refund.succeeded (a QR) and refund.failed (a VA, by payout) with the CLI, each sent signed to the client's callback URL", async () => {
    const receiver = await startReceiver(200);
    try {
      const created = await api(stack().baseUrl, '/admin/v1/merchants/m_demo/clients', {
        body: { callback_url: receiver.url },
        headers: admin,
      });
      const { client_id: clientId, client_secret: secret } = created.body.client;
      const credentials = ['--base-url', stack().baseUrl, '--client-id', clientId, '--client-secret', secret];
      const triggered: Array<[string, string]> = [];
      for (const [event, channel] of [
        ['refund.succeeded', 'qris'],
        ['refund.failed', 'va'],
      ] as const) {
        const run = await cli([...credentials, 'trigger', event, '--channel', channel]);
        expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
        const refundId = new RegExp(
          `^webhook: ${event.replace('.', '\\.')} refund_id=(RF-\\S+) partner_reff=`,
          'm',
        ).exec(run.stdout)?.[1];
        expect(refundId).toBeDefined();
        triggered.push([event, refundId!]);
      }
      for (const [event, refundId] of triggered) {
        const delivered = await eventually(async () =>
          receiver.received.find(
            (entry) => entry.headers['x-webhook-event'] === event && entry.body.includes(`"refund_id":"${refundId}"`),
          ),
        );
        expect(verifyWebhook(delivered.body, delivered.headers, secret)).toMatchObject({ ok: true, scheme: 'v2' });
        expect(JSON.parse(delivered.body).refund.status).toBe(event === 'refund.succeeded' ? 'succeeded' : 'failed');
      }
    } finally {
      await receiver.close();
    }
  }, 120_000);
});
