import { emfLines, metricsNamed } from '../support/emf';
import { api, DEMO_AUTH, eventually, startStack, type Stack } from './support';

/**
 * docs/ARCHITECTURE.md, section 11 on `npm start`: the local stack writes the same JSON log lines and EMF metric
 * lines as the Lambda functions do in AWS, to its stdout.
 */
/** What the stack's own process prints: a stack of its own (the shared one's output is the tier set-up's). */
describe('local stack: logs and metrics of a QR created and paid', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ LOG_LEVEL: 'info' });
  }, 180_000);
  afterAll(async () => {
    if (stack?.running()) await stack.stop();
  });

  const jsonLines = (): Array<Record<string, unknown>> =>
    stack
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && !line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('prints PaymentCreated and PaymentPaid as EMF, and log lines with the request id, cold start and the partner_reff', async () => {
    const created = await api(stack.baseUrl, '/api/v1/qris', {
      body: { amount: 20_000 },
      headers: { authorization: DEMO_AUTH },
    });
    expect(created.status).toBe(201);
    const reff = created.body.transaction.partner_reff as string;
    expect((await api(stack.baseUrl, `/sandbox/v1/qris/${reff}/pay`, { body: {} })).status).toBe(200);
    await eventually(
      async () => (metricsNamed(emfLines(stack.output()), 'PaymentPaid').length > 0 ? true : undefined),
      30_000,
    );

    const lines = emfLines(stack.output());
    const expected = {
      namespace: 'MerchantPayments',
      dimensions: expect.objectContaining({ stage: 'local', channel: 'qris' }),
    };
    expect(metricsNamed(lines, 'PaymentCreated')).toEqual([expect.objectContaining({ value: 1, ...expected })]);
    expect(metricsNamed(lines, 'PaymentPaid')).toEqual([expect.objectContaining({ value: 1, ...expected })]);

    const createLine = jsonLines().find((line) => line.message === 'request handled' && line.route === 'createQris');
    expect(createLine).toMatchObject({
      level: 'info',
      status: 201,
      function_name: 'createQris',
      cold_start: true,
      correlation_id: reff,
    });
    expect(createLine?.function_request_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    // The gateway's signed callback for the payment is logged under the QR's partner_reff too.
    const callbackLine = jsonLines().find(
      (line) => line.message === 'request handled' && line.route === 'gatewayCallback',
    );
    expect(callbackLine).toMatchObject({ status: 200, function_name: 'gatewayCallback', correlation_id: reff });
    for (const line of jsonLines()) expect(line).toHaveProperty('at');
  }, 60_000);
});
