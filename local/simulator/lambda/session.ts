import { randomUUID } from 'node:crypto';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Scheduler } from '../../../shared/scheduler';
import type { SimulatorLogger } from '../callbacks';
import { createSimulatorCore, type SimulatorCore } from '../core';
import type { DueEntry } from '../due';
import { SIMULATOR_STATE_RETENTION_MS, type SimulatorState } from '../state';
import type { Lease, SimulatorStateStore } from './store';

/**
 * One request at a time, durably: a session takes the lease (waiting with bounded backoff), brings
 * this container's copy of the state up to the saved version, lets the work run on a simulator core
 * restored from it, sends a message for each due task the work added, saves the state when it
 * changed, and releases the lease.
 */
export interface SessionDeps {
  store: SimulatorStateStore;
  sqs: Pick<SQSClient, 'send'>;
  queueUrl: string;
  scheduler: Scheduler;
  logger: SimulatorLogger;
  apiKey: () => Promise<string>;
  callbackSecret: () => Promise<string>;
  callbackUrl: () => Promise<string>;
  /** How long a request waits for the lease before it answers 503 `busy` (default 10 s). */
  leaseWaitMs?: number;
  /** The simulator's payout delay (DEFAULT_PAYOUT_CALLBACK_DELAY_MS unless given). */
  payoutCallbackDelayMs?: number;
  refundCallbackDelayMs?: number;
  /** A lease holder's id; random unless a test names it. */
  newOwner?: () => string;
}

export const LEASE_WAIT_MS = 10_000;
const BACKOFF_FIRST_MS = 25;
const BACKOFF_MAX_MS = 400;
/** SQS's longest message delay; a task due later is sent again when its message arrives early. */
export const SQS_DELAY_SECONDS_MAX = 900;
/** A lease outlives its invocation by this much at most (the holder's remaining time bounds it). */
const LEASE_SLACK_MS = 2_000;

export const delaySecondsFor = (delayMs: number): number =>
  Math.min(SQS_DELAY_SECONDS_MAX, Math.max(0, Math.ceil(delayMs / 1000)));

/** This container's copy of the state: the version it was read at and its text. */
interface Cached {
  version: number;
  text: string | null;
}

export interface SessionInput<T> {
  /** The invocation's remaining time: the lease's bound. */
  remainingMs: number;
  baseUrl: string;
  work: (core: SimulatorCore) => Promise<T>;
}

export class SimulatorSessions {
  #cached: Cached = { version: -1, text: null };

  constructor(private readonly deps: SessionDeps) {}

  /** The work's result, or 'busy' when the lease stayed taken past the wait. */
  async run<T>(input: SessionInput<T>): Promise<{ result: T } | 'busy'> {
    const owner = this.deps.newOwner?.() ?? randomUUID();
    const lease = await this.#acquire(owner, input.remainingMs);
    if (lease === undefined) return 'busy';
    try {
      return { result: await this.#inLease(lease, input) };
    } finally {
      await this.deps.store.release(owner);
    }
  }

  /** Messages for due tasks; one due later than SQS can delay is sent again when it arrives early. */
  async sendDue(entries: readonly DueEntry[], nowMs: number): Promise<void> {
    for (const entry of entries) {
      await this.deps.sqs.send(
        new SendMessageCommand({
          QueueUrl: this.deps.queueUrl,
          MessageBody: JSON.stringify({ id: entry.id }),
          DelaySeconds: delaySecondsFor(entry.dueAtMs - nowMs),
        }),
      );
    }
  }

  async #acquire(owner: string, remainingMs: number): Promise<Lease | undefined> {
    const { scheduler, store } = this.deps;
    const waitMs = this.deps.leaseWaitMs ?? LEASE_WAIT_MS;
    let waitedMs = 0;
    let backoffMs = BACKOFF_FIRST_MS;
    for (;;) {
      const nowMs = scheduler.nowMs();
      const lease = await store.tryAcquire(owner, nowMs, nowMs + remainingMs + LEASE_SLACK_MS);
      if (lease !== undefined || waitedMs >= waitMs) return lease;
      // Jittered, so racing requests spread out instead of retrying together.
      const sleepMs = Math.min(waitMs - waitedMs, Math.ceil(backoffMs * (0.5 + Math.random() / 2)));
      await scheduler.sleep(sleepMs);
      waitedMs += sleepMs;
      backoffMs = Math.min(BACKOFF_MAX_MS, backoffMs * 2);
    }
  }

  async #load(lease: Lease): Promise<string | null> {
    if (this.#cached.version !== lease.version) {
      const text = lease.snapshotKey === null ? null : await this.deps.store.load(lease.snapshotKey);
      this.#cached = { version: lease.version, text };
    }
    return this.#cached.text;
  }

  async #core(baseUrl: string): Promise<SimulatorCore> {
    const [apiKey, callbackSecret, callbackUrl] = await Promise.all([
      this.deps.apiKey(),
      this.deps.callbackSecret(),
      this.deps.callbackUrl(),
    ]);
    const core = createSimulatorCore({
      apiKey,
      callbackSecret,
      callbackUrl,
      logger: this.deps.logger,
      scheduler: this.deps.scheduler,
      signal: new AbortController().signal,
      authenticated: ['api', 'control'],
      dueTasks: 'durable',
      payoutCallbackDelayMs: this.deps.payoutCallbackDelayMs,
      refundCallbackDelayMs: this.deps.refundCallbackDelayMs,
    });
    core.setBaseUrl(baseUrl);
    return core;
  }

  async #inLease<T>(lease: Lease, input: SessionInput<T>): Promise<T> {
    const text = await this.#load(lease);
    const core = await this.#core(input.baseUrl);
    if (text !== null) core.restore(JSON.parse(text) as SimulatorState);
    const before = JSON.stringify(core.snapshot());
    const result = await input.work(core);
    const nowMs = core.ctx.clock.nowMs();
    // Sent while the lease is held: a message that arrives before the save waits for the lease, and
    // one whose task the save never kept finds nothing to run.
    await this.sendDue(core.due.takeAdded(), nowMs);
    if (JSON.stringify(core.snapshot()) === before) return result;
    const saved = JSON.stringify(core.snapshot(nowMs - SIMULATOR_STATE_RETENTION_MS));
    const next = await this.deps.store.save(lease, saved);
    if (next === undefined) throw new Error('gateway simulator: the lease was lost before the state was saved');
    this.#cached = { version: next.version, text: saved };
    return result;
  }
}
