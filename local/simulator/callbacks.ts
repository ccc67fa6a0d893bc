import {
  GATEWAY_SIGNATURE_HEADER,
  SIMULATOR_CALLBACK_RETRY_DELAYS_MS,
  SIMULATOR_CALLBACK_TIMEOUT_MS,
} from '../../shared/constants';
import type { GatewayCallback } from '../../shared/gateway/port';
import { signBody } from '../../shared/gateway/signature';
import { withTimeout, type Scheduler } from '../../shared/scheduler';

export interface SimulatorLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface DeliveryOutcome {
  /** Our endpoint's final HTTP status; null when no attempt got an answer. */
  status: number | null;
  attempts: number;
}

export interface DeliveryRecord extends DeliveryOutcome {
  callback: GatewayCallback;
  url: string;
}

export interface DeliveryTarget {
  url: string;
  secret: string;
  /** Aborted when the simulator stops, so no delivery outlives it. */
  signal: AbortSignal;
  logger: SimulatorLogger;
  /** Where the retry delays and each attempt's timeout are counted. */
  scheduler: Scheduler;
}

async function postOnce(target: DeliveryTarget, rawBody: string, signature: string): Promise<number | null> {
  try {
    return await withTimeout(target.scheduler, SIMULATOR_CALLBACK_TIMEOUT_MS, async (timeout) => {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: signature },
        body: rawBody,
        signal: AbortSignal.any([target.signal, timeout]),
      });
      // Read the answer to the end so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    });
  } catch (error) {
    target.logger.warn('gateway simulator: callback delivery failed', { url: target.url, error: String(error) });
    return null;
  }
}

const isSuccess = (status: number | null): boolean => status !== null && status >= 200 && status < 300;

/** Delivers one signed body, retrying a failure after each of the configured delays. */
export async function deliver(target: DeliveryTarget, rawBody: string): Promise<DeliveryOutcome> {
  const signature = signBody(rawBody, target.secret);
  let status = await postOnce(target, rawBody, signature);
  let attempts = 1;
  for (const delayMs of SIMULATOR_CALLBACK_RETRY_DELAYS_MS) {
    if (isSuccess(status) || target.signal.aborted) break;
    await target.scheduler.sleep(delayMs, target.signal).catch(() => undefined);
    if (target.signal.aborted) break;
    status = await postOnce(target, rawBody, signature);
    attempts += 1;
  }
  return { status, attempts };
}

/**
 * Sends `copies` byte-identical deliveries of the callback at once: the same body, signature and
 * gateway_reference, the way a gateway that redelivers on a lost acknowledgement would.
 */
export function deliverCopies(
  target: DeliveryTarget,
  callback: GatewayCallback,
  copies: number,
): Promise<DeliveryOutcome[]> {
  const rawBody = JSON.stringify(callback);
  return Promise.all(Array.from({ length: copies }, () => deliver(target, rawBody)));
}
