import { Fragment } from 'preact';
import { useLocation, useRoute } from 'preact-iso';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { Note } from '../components/Note';
import { useApi } from '../hooks';
import { isMessageKey, useI18n, type Translate } from '../i18n';
import { searchOf } from '../money';
import { REFUND_METHOD_OF } from '../refunds';
import { TransactionRefunds } from './transaction-refunds';

/**
 * One transaction: amounts and fees (and what was refunded of a payment), its times, its refunds
 * (transaction-refunds.tsx) and its status history (the events, oldest first). The back link
 * returns to the list with the filters it was opened from (kept in the query).
 */
export function TransactionDetail() {
  const { t } = useI18n();
  const { params } = useRoute();
  const { query } = useLocation();
  const reff = params.partner_reff ?? '';
  const detail = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/transactions/{partner_reff}', { params: { path: { partner_reff: reff } } })),
    [reff],
  );
  return (
    <section>
      <p>
        <a href={`/dashboard/transactions${searchOf(query)}`}>← {t('transaction.back')}</a>
      </p>
      <h1 class="reference-title">{t('transaction.title', { reff })}</h1>
      {detail.error instanceof ApiError && detail.error.status === 404 ? (
        // An unknown reference (or another merchant's): nothing to try again.
        <div role="alert" class="error-message">
          <p>{t('transaction.notFound')}</p>
        </div>
      ) : (
        <Async state={detail}>
          {({ transaction: tx }) => (
            <>
              <DetailsHeading tx={tx} />
              <TransactionDetails tx={tx} />
              <TransactionRefunds tx={tx} onChanged={detail.reload} />
              <h2>{t('transaction.events')}</h2>
              <div class="money-list">
                <DataTable
                  caption={t('transaction.eventsCaption')}
                  rows={tx.events}
                  rowKey={(event) => `${event.at}-${event.event_type}-${event.to}`}
                  empty={t('transaction.noEvents')}
                  columns={eventColumns(t)}
                />
              </div>
            </>
          )}
        </Async>
      )}
    </section>
  );
}

type Transaction = components['schemas']['TransactionDetail'];
type StatusEvent = components['schemas']['StatusEvent'];

/** The details' heading, after a payout's link to its printable receipt (transaction-receipt.tsx). */
function DetailsHeading(props: { tx: Transaction }) {
  const { t } = useI18n();
  const { tx } = props;
  return (
    <>
      {tx.payout && (
        <p>
          <a href={`/dashboard/transactions/${encodeURIComponent(tx.partner_reff)}/receipt`}>{t('receipt.link')}</a>
        </p>
      )}
      <h2>{t('transaction.details')}</h2>
    </>
  );
}

/** The transaction's type, status, amount, fees, net amount and, for a payment, what was refunded (terms and descriptions of the details list). */
function TransactionAmounts(props: { tx: Transaction }) {
  const { t } = useI18n();
  const { tx } = props;
  return (
    <>
      <dt>{t('transactions.type')}</dt>
      <dd>{t(`money.type.${tx.type}`)}</dd>
      <dt>{t('transactions.status')}</dt>
      <dd>
        <span class={`status status-${tx.status}`}>{t(`money.status.${tx.status}`)}</span>
      </dd>
      <dt>{t('transactions.amount')}</dt>
      <dd>
        <Amount value={tx.amount} />
      </dd>
      <dt>{t('transaction.gatewayFee')}</dt>
      <dd>
        <Amount value={tx.fees.gateway_fee} />
      </dd>
      <dt>{t('transaction.platformFee')}</dt>
      <dd>
        <Amount value={tx.fees.platform_fee} />
      </dd>
      <dt>{t('transaction.totalFee')}</dt>
      <dd>
        <Amount value={tx.fees.total_fee} />
      </dd>
      <dt>{t('transactions.net')}</dt>
      <dd>
        <strong>
          <Amount value={tx.fees.net_amount} />
        </strong>
      </dd>
      {REFUND_METHOD_OF[tx.type] !== null && (
        <>
          <dt>{t('transaction.refundedAmount')}</dt>
          <dd>
            <Amount value={tx.refunded_amount} />
          </dd>
          <dt>{t('transaction.refundStatus')}</dt>
          <dd>{t(`refunds.refundStatus.${tx.refund_status}`)}</dd>
        </>
      )}
    </>
  );
}

/** The transaction's created, paid and expiry times (terms and descriptions of the details list). */
function TransactionTimes(props: { tx: Transaction }) {
  const { t } = useI18n();
  const { tx } = props;
  const none = <span aria-label={t('transaction.none')}>{t('transaction.none')}</span>;
  return (
    <>
      <dt>{t('transactions.created')}</dt>
      <dd>
        <DateTime value={tx.created_at} />
      </dd>
      <dt>{t('transaction.paidAt')}</dt>
      <dd>{tx.paid_at ? <DateTime value={tx.paid_at} /> : none}</dd>
      <dt>{t('transaction.expiresAt')}</dt>
      <dd>{tx.expires_at ? <DateTime value={tx.expires_at} /> : none}</dd>
    </>
  );
}

/** The details list: amounts and fees, times, and the customer the payment was made for. */
function TransactionDetails(props: { tx: Transaction }) {
  return (
    <dl class="details">
      <TransactionAmounts tx={props.tx} />
      <TransactionTimes tx={props.tx} />
      <TransactionCustomer tx={props.tx} />
    </dl>
  );
}

/** The customer and description the payment was made with, those the merchant gave (terms and descriptions). */
function TransactionCustomer(props: { tx: Transaction }) {
  const { t } = useI18n();
  const { tx } = props;
  const given = [
    ['transaction.customerName', tx.customer_name],
    ['transaction.customerEmail', tx.customer_email],
    ['transaction.customerPhone', tx.customer_phone],
    ['transaction.description', tx.description],
  ] as const;
  return (
    <>
      {given.map(([label, value]) =>
        value === undefined ? null : (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </>
  );
}

/** The status history's columns: time, status change, event and source, and note. */
function eventColumns(t: Translate): Column<StatusEvent>[] {
  return [
    { header: t('transaction.eventAt'), cell: (event) => <DateTime value={event.at} /> },
    {
      header: t('transaction.change'),
      cell: (event) => (
        <>
          {/* A refund's events leave the payment's status as it was: only that status is shown. */}
          {event.from && event.from !== event.to ? `${statusText(event.from, t)} → ` : ''}
          {statusText(event.to, t)}
        </>
      ),
    },
    {
      // What happened and who told the service, in words; the stored code stays for support.
      header: t('transaction.event'),
      cell: (event) => (
        <>
          {codeText('money.event', event.event_type, t)}
          <br />
          <small>
            {codeText('money.source', event.source, t)} · <code>{event.event_type}</code>
          </small>
        </>
      ),
    },
    // The service's English note in the chosen language (history-notes.ts), an unknown one as it is.
    { header: t('transaction.note'), cell: (event) => <Note text={event.description} /> },
  ];
}

/** A stored code in words when the dashboard knows it (`<group>.<code>`), else the code itself. */
function codeText(group: 'money.event' | 'money.source', code: string, t: Translate): string {
  const key = `${group}.${code}`;
  return isMessageKey(key) ? t(key) : code;
}

/** A status of an event in words when it is a known status (events may carry others). */
function statusText(status: string, t: Translate): string {
  const key = `money.status.${status}`;
  return isMessageKey(key) ? t(key) : status;
}
