import { useEffect, useState } from 'preact/hooks';
import { getPayment, serviceNowMs, type Payment } from './api';

/** How often the page asks for the payment's status while it waits. */
export const POLL_INTERVAL_MS = 3_000;
/** Failed asks back off, doubling up to this. */
export const POLL_BACKOFF_MAX_MS = 30_000;

const isFinal = (payment: Payment): boolean => payment.status !== 'waiting_payment';

/**
 * The payment as it is now: asked every few seconds until it is paid or expired, backing off while
 * the asks fail (`offline` is then true), and never after the page has moved on.
 */
export function usePaymentStatus(initial: Payment): { payment: Payment; offline: boolean } {
  const [payment, setPayment] = useState(initial);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (isFinal(initial)) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (delayMs: number) => {
      timer = setTimeout(() => {
        getPayment(initial.token).then(
          (next) => {
            if (stopped) return;
            setOffline(false);
            setPayment(next);
            if (!isFinal(next)) ask(POLL_INTERVAL_MS);
          },
          () => {
            if (stopped) return;
            setOffline(true);
            ask(Math.min(delayMs * 2, POLL_BACKOFF_MAX_MS));
          },
        );
      }, delayMs);
    };
    ask(POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [initial]);
  return { payment, offline };
}

/** Whole seconds left until `expiresAt` by the service's clock (never below 0), ticking once a second. */
export function useSecondsLeft(expiresAt: string): number {
  const left = () => Math.max(0, Math.ceil((Date.parse(expiresAt) - serviceNowMs()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

/** 1:05:09 or 04:59. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
