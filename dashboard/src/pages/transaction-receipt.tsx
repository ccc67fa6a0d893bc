import { Fragment } from 'preact';
import { useRoute } from 'preact-iso';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DateTime } from '../components/DateTime';
import { EWALLET_PRODUCTS } from '../destinations';
import { useApi } from '../hooks';
import { useI18n } from '../i18n';
import { useSession } from '../session';

type Transaction = components['schemas']['TransactionDetail'];
type Payout = NonNullable<Transaction['payout']>;

/** The statuses after which a payout no longer changes by itself. */
const FINAL_STATUSES: readonly Transaction['status'][] = ['paid', 'failed', 'cancelled', 'expired'];

/**
 * A payout's receipt (transfer, e-wallet, withdrawal), as a bank's receipt reads: the merchant,
 * date and time (WIB), references, destination, holder, amount, fees, total debited and status,
 * with a Print button; printed, only the receipt shows (styles.css hides the menu, header and
 * buttons). A payout still under way says it is not final; another transaction has no receipt.
 */
export function TransactionReceipt() {
  const { t } = useI18n();
  const { params } = useRoute();
  const reff = params.partner_reff ?? '';
  const detail = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/transactions/{partner_reff}', { params: { path: { partner_reff: reff } } })),
    [reff],
  );
  return (
    <section class="receipt">
      <p class="receipt-actions">
        <a href={`/dashboard/transactions/${encodeURIComponent(reff)}`}>← {t('receipt.back')}</a>
      </p>
      {detail.error instanceof ApiError && detail.error.status === 404 ? (
        <div role="alert" class="error-message">
          <p>{t('transaction.notFound')}</p>
        </div>
      ) : (
        <Async state={detail}>{({ transaction: tx }) => <Receipt tx={tx} />}</Async>
      )}
    </section>
  );
}

function Receipt(props: { tx: Transaction }) {
  const { t } = useI18n();
  const { tx } = props;
  if (!tx.payout) {
    return (
      <div role="alert" class="error-message">
        <p>{t('receipt.notPayout')}</p>
      </div>
    );
  }
  return (
    <article class="receipt-card" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{t('receipt.title')}</h1>
      {!FINAL_STATUSES.includes(tx.status) && (
        <p class="receipt-pending" role="note">
          {t('receipt.notFinal')}
        </p>
      )}
      <dl class="details">
        <ReceiptParties tx={tx} payout={tx.payout} />
        <ReceiptAmounts tx={tx} />
      </dl>
      <button type="button" class="receipt-print" onClick={() => window.print()}>
        {t('receipt.print')}
      </button>
    </article>
  );
}

type Row = [string, preact.ComponentChild];

/** Who paid whom, when, and the references (terms and descriptions of the receipt's list). */
function ReceiptParties(props: { tx: Transaction; payout: Payout }) {
  const { t } = useI18n();
  const session = useSession();
  const { tx, payout } = props;
  const wallet = EWALLET_PRODUCTS.find((product) => product.code === payout.product_code)?.name;
  const rows: Row[] = [
    [t('receipt.merchant'), session.merchant?.business_name ?? ''],
    [t('receipt.at'), <DateTime key="at" value={tx.paid_at ?? tx.created_at} />],
    [t('receipt.reference'), <code key="reff">{tx.partner_reff}</code>],
    ...(payout.gateway_reference
      ? [[t('receipt.gatewayReference'), <code key="gw">{payout.gateway_reference}</code>] as Row]
      : []),
    [t('receipt.type'), t(`money.type.${tx.type}`)],
    [t('receipt.destination'), payout.bank_name ?? wallet ?? payout.product_code ?? ''],
    [t('receipt.account'), payout.account_number ?? payout.phone_number ?? ''],
    [t('receipt.holder'), payout.account_name ?? ''],
  ];
  return (
    <>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </>
  );
}

/** The amount, the fees, the total debited from the balance, and the status. */
function ReceiptAmounts(props: { tx: Transaction }) {
  const { t } = useI18n();
  const { tx } = props;
  return (
    <>
      <dt>{t('transactions.amount')}</dt>
      <dd>
        <Amount value={tx.amount} />
      </dd>
      <dt>{t('receipt.fees')}</dt>
      <dd>
        <Amount value={tx.fees.total_fee} />
      </dd>
      <dt>{t('receipt.totalDebited')}</dt>
      <dd>
        <strong>
          <Amount value={tx.amount + tx.fees.total_fee} />
        </strong>
      </dd>
      <dt>{t('transactions.status')}</dt>
      <dd>
        <span class={`status status-${tx.status}`}>{t(`money.status.${tx.status}`)}</span>
      </dd>
    </>
  );
}
