import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { CALLBACK_URL_MAX_AGE_MS, cachedParameter } from '../../local/simulator/lambda/parameter';
import { delaySecondsFor, SQS_DELAY_SECONDS_MAX } from '../../local/simulator/lambda/session';
import { createSimulatorCore } from '../../local/simulator/core';
import type { GatewayCallback } from '../../shared/gateway/port';

/** The deployed simulator's small parts: the SQS delay of a due task, the callback URL's cache, a refund's due task. */
describe('the delay of a due task’s message', () => {
  it('is whole seconds rounded up, none for a task already due, and at most SQS’s 15 minutes', () => {
    expect(delaySecondsFor(2_000)).toBe(2);
    expect(delaySecondsFor(1_001)).toBe(2);
    expect(delaySecondsFor(0)).toBe(0);
    expect(delaySecondsFor(-5_000)).toBe(0);
    expect(delaySecondsFor(3_600_000)).toBe(SQS_DELAY_SECONDS_MAX);
  });
});

describe('the callback URL from SSM', () => {
  function ssmReturning(values: Array<string | Error>) {
    const names: string[] = [];
    const client = {
      send: (command: GetParameterCommand) => {
        names.push(command.input.Name!);
        const next = values.shift()!;
        return next instanceof Error ? Promise.reject(next) : Promise.resolve({ Parameter: { Value: next } });
      },
    } as unknown as Pick<SSMClient, 'send'>;
    return { client, names };
  }

  it('is read at most once a minute, and a failed read is not kept', async () => {
    let nowMs = 1_000_000;
    const { client, names } = ssmReturning([new Error('throttled'), 'https://a.example/cb', 'https://b.example/cb']);
    const url = cachedParameter('/sandbox/callback-url', () => nowMs, client);
    await expect(url()).rejects.toThrow('throttled');
    expect(await url()).toBe('https://a.example/cb');
    nowMs += CALLBACK_URL_MAX_AGE_MS - 1;
    expect(await url()).toBe('https://a.example/cb');
    nowMs += 1;
    expect(await url()).toBe('https://b.example/cb');
    expect(names).toEqual(['/sandbox/callback-url', '/sandbox/callback-url', '/sandbox/callback-url']);
  });
});

describe('a refund’s callback as a due task', () => {
  it('is kept in the state of a durable simulator and calls back once when run', async () => {
    const callbacks: GatewayCallback[] = [];
    const core = createSimulatorCore({
      apiKey: 'k',
      callbackSecret: 's',
      callbackUrl: 'http://receiver',
      signal: new AbortController().signal,
      scheduler: { nowMs: () => 1_700_000_000_000, sleep: () => Promise.resolve() },
      dueTasks: 'durable',
      deliver: (callback) => {
        callbacks.push(callback);
        return Promise.resolve([{ status: 200, attempts: 1 }]);
      },
    });
    const response = await core.handle({
      method: 'POST',
      path: '/v1/refunds',
      query: new URLSearchParams(),
      authorization: 'Bearer k',
      rawBody: JSON.stringify({
        refund_id: 'RF-1',
        channel: 'qris',
        partner_reff: 'QR-1',
        payment_reference: 'GWR1',
        amount: 10_000,
        reason: 'Customer returned the goods',
      }),
      signal: new AbortController().signal,
    });
    expect(response).toMatchObject({ status: 200, json: { refund_id: 'RF-1', status: 'pending' } });
    const [entry] = core.due.takeAdded();
    expect(entry).toMatchObject({ dueAtMs: 1_700_000_001_000, task: { kind: 'refund-callback', refundId: 'RF-1' } });
    await core.runDue(entry!);
    await core.runDue(entry!);
    expect(callbacks).toEqual([expect.objectContaining({ event: 'refund.succeeded', refund_id: 'RF-1' })]);
  });
});
