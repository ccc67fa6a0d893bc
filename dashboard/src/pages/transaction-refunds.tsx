import { useEffect, useRef, useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { Toast, type ToastTone } from '../components/Toast';
import { EWALLET_PRODUCTS } from '../destinations';
import { formatRupiah } from '../format';
import { useApi, type ApiState } from '../hooks';
import { useI18n, type MessageKey, type Translate } from '../i18n';
import {
  REFUND_METHOD_OF,
  REFUND_POLL_MS,
  REFUND_POLLS_MAX,
  refundabilityOf,
  type Refund,
  type Refundability,
  type RefundMethod,
  type RefundStatus,
} from '../refunds';
import { serviceNow } from '../service-time';
import { useHasRole } from '../session';
import { RefundForm } from './refund-form';

type Transaction = components['schemas']['TransactionDetail'];
type Refunds = components['schemas']['ListRefundsResponse'];

/**
 * The refunds of a payment on its detail page: how it is refunded, the "Refund" action for the owner
 * and finance (explained to the other roles, and when the payment can no longer be refunded), the
 * refund just asked for in words, and every refund with its status. Nothing for a transaction that
 * has no refunds (payouts, orders, adjustments). `onChanged` reads the payment again (its
 * refunded_amount moves when a refund is asked for, and back when one fails).
 */
export function TransactionRefunds(props: { tx: Transaction; onChanged: () => void }) {
  if (REFUND_METHOD_OF[props.tx.type] === null) return null;
  return <RefundsSection {...props} />;
}

function RefundsSection(props: { tx: Transaction; onChanged: () => void }) {
  const { t } = useI18n();
  const { tx } = props;
  const refunds = useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/transactions/{partner_reff}/refunds', {
          params: { path: { partner_reff: tx.partner_reff } },
        }),
      ),
    [tx.partner_reff],
  );
  const [asked, setAsked] = useState<Refund>();
  useRefreshWhilePending(refunds, props.onChanged);
  const refundability = refundabilityOf(tx, serviceNow().getTime());
  // The refund just asked for, as the list now shows it (it moves from pending to its end).
  const current = asked && (refunds.data?.data.find((refund) => refund.refund_id === asked.refund_id) ?? asked);
  if (refundability === null) return null;
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">{t('refunds.title')}</h2>
      <p>{t(refundability.method === 'original' ? 'refunds.introOriginal' : 'refunds.introPayout')}</p>
      {current && <AskedRefund refund={current} />}
      <RefundAction
        tx={tx}
        refundability={refundability}
        onDone={(refund) => {
          setAsked(refund);
          refunds.reload();
          props.onChanged();
        }}
      />
      <RefundList refunds={refunds} />
    </section>
  );
}

/** Every refund of the payment, newest first, with its status (a wide table scrolls in its own box on a phone). */
function RefundList(props: { refunds: ApiState<Refunds> }) {
  const { t } = useI18n();
  return (
    <Async state={props.refunds}>
      {({ data }) => (
        <div class="money-list">
          <DataTable
            caption={t('refunds.caption')}
            rows={data}
            rowKey={(refund) => refund.refund_id}
            empty={t('refunds.empty')}
            columns={refundColumns(t)}
          />
        </div>
      )}
    </Async>
  );
}

/**
 * Reads the refunds again every REFUND_POLL_MS while one is pending (at most REFUND_POLLS_MAX times),
 * and the payment too when one ended (a failed refund gives its amount back to what may be refunded).
 */
function useRefreshWhilePending(refunds: ApiState<Refunds>, onChanged: () => void): void {
  const pending = refunds.data?.data.filter((refund) => refund.status === 'pending').length ?? 0;
  const polls = useRef(0);
  const pendingBefore = useRef(pending);
  useEffect(() => {
    if (pending < pendingBefore.current) onChanged();
    pendingBefore.current = pending;
    if (pending === 0) {
      polls.current = 0;
      return undefined;
    }
    if (polls.current >= REFUND_POLLS_MAX) return undefined;
    const timer = setTimeout(() => {
      polls.current += 1;
      refunds.reload();
    }, REFUND_POLL_MS);
    return () => clearTimeout(timer);
  }, [refunds.data]);
}

/** The action: the button that opens the form, or why there is none. */
function RefundAction(props: { tx: Transaction; refundability: Refundability; onDone: (refund: Refund) => void }) {
  const { t } = useI18n();
  const mayRefund = useHasRole('owner', 'finance');
  const [open, setOpen] = useState(false);
  const { refundability } = props;
  if (!refundability.ok) return <p class="notice">{t(`refunds.closed.${refundability.why}`)}</p>;
  const left = (
    <p>
      {t('refunds.left')} <Amount value={refundability.leftIdr} />
    </p>
  );
  if (!mayRefund)
    return (
      <>
        {left}
        <p class="notice">{t('refunds.rolesOnly')}</p>
      </>
    );
  if (!open)
    return (
      <>
        {left}
        <button type="button" onClick={() => setOpen(true)}>
          {t('refunds.start')}
        </button>
      </>
    );
  return (
    <article>
      <RefundForm
        partnerReff={props.tx.partner_reff}
        method={refundability.method}
        leftIdr={refundability.leftIdr}
        onCancel={() => setOpen(false)}
        onDone={(refund) => {
          setOpen(false);
          props.onDone(refund);
        }}
      />
    </article>
  );
}

const OUTCOME_TEXT: Record<RefundStatus, MessageKey> = {
  pending: 'refunds.outcome.pending',
  succeeded: 'refunds.outcome.succeeded',
  failed: 'refunds.outcome.failed',
};
const OUTCOME_TONE: Record<RefundStatus, ToastTone> = { pending: 'info', succeeded: 'success', failed: 'danger' };

/** The refund just asked for, in words: held and waiting, done, or failed with the hold returned. */
function AskedRefund(props: { refund: Refund }) {
  const { t } = useI18n();
  const { refund } = props;
  return (
    <Toast tone={OUTCOME_TONE[refund.status]}>
      {t(OUTCOME_TEXT[refund.status], {
        amount: formatRupiah(refund.amount),
        held: formatRupiah(refund.amount + refund.fee),
        reason: refund.failure_reason ?? '',
      })}
    </Toast>
  );
}

const STATUS_CLASS: Record<RefundStatus, string> = { pending: 'pending', succeeded: 'paid', failed: 'failed' };

/** The list's columns: when asked, amount, fee, how (and where to), status (with when it ended and why it failed), reason. */
function refundColumns(t: Translate): Column<Refund>[] {
  return [
    { header: t('refunds.requested'), cell: (refund) => <DateTime value={refund.created_at} /> },
    { header: t('refunds.amountColumn'), cell: (refund) => <Amount value={refund.amount} />, numeric: true },
    { header: t('refunds.fee'), cell: (refund) => <Amount value={refund.fee} />, numeric: true },
    { header: t('refunds.method'), cell: (refund) => methodText(refund.method, refund.destination, t) },
    { header: t('refunds.status'), cell: (refund) => <RefundState refund={refund} /> },
    { header: t('refunds.reason'), cell: (refund) => <span class="refund-reason">{refund.reason}</span> },
  ];
}

function RefundState(props: { refund: Refund }) {
  const { t } = useI18n();
  const { refund } = props;
  return (
    <>
      <span class={`status status-${STATUS_CLASS[refund.status]}`}>{t(`refunds.status.${refund.status}`)}</span>
      {refund.completed_at && (
        <>
          <br />
          <small>
            {t('refunds.completed')} <DateTime value={refund.completed_at} />
          </small>
        </>
      )}
      {refund.failure_reason && (
        <>
          <br />
          <small>{refund.failure_reason}</small>
        </>
      )}
    </>
  );
}

/** `Back on the payment's rail`, or `Transfer to Bank Central Asia (BCA) 8730012345, Budi` for a refund by payout. */
function methodText(method: RefundMethod, destination: Refund['destination'], t: Translate): string {
  if (method === 'original' || destination === null) return t('refunds.method.original');
  const where =
    destination.type === 'bank'
      ? `${destination.bank_name ?? destination.bank_code ?? ''} ${destination.account_number ?? ''}`
      : `${walletName(destination.product_code)} ${destination.phone_number ?? ''}`;
  return t('refunds.method.payout', { destination: where.trim(), name: destination.account_name });
}

const walletName = (code = ''): string => EWALLET_PRODUCTS.find((product) => product.code === code)?.name ?? code;
