import type { Payment, PublicLink } from './api';
import { CopyButton } from './copy';
import { clockText, usePaymentStatus, useSecondsLeft } from './hooks';
import { rupiah } from './i18n';
import { Notice } from './screens';
import { useWords } from './t';

function QrPanel(props: { payment: Payment }) {
  const t = useWords();
  return (
    <div class="panel qr">
      <p>{t.scan}</p>
      <img src={props.payment.qr_image_url} width={240} height={240} alt={t.qrAlt(rupiah(props.payment.amount))} />
    </div>
  );
}

function VaPanel(props: { payment: Payment }) {
  const t = useWords();
  const number = props.payment.virtual_account_number ?? '';
  return (
    <div class="panel va">
      <p class="bank-name">{props.payment.bank_name ?? props.payment.bank_code}</p>
      <p class="label">{t.vaNumber}</p>
      <p class="va-number">
        <span class="va-digits" translate={false}>
          {number}
        </span>
        <CopyButton text={number} label={t.vaNumber} />
      </p>
      <p class="help">{t.vaHelp}</p>
    </div>
  );
}

/** A payment made: how to pay it, a countdown to its expiry, and its status followed live. */
export function PaymentView(props: { link: PublicLink; initial: Payment; onRestart: () => void }) {
  const t = useWords();
  const { payment, offline } = usePaymentStatus(props.initial);
  const secondsLeft = useSecondsLeft(payment.expires_at);
  const amount = rupiah(payment.amount);
  if (payment.status === 'paid')
    return <Notice tone="ok" title={t.paidTitle} text={t.paidText(amount, props.link.merchant_name)} />;
  if (payment.status === 'expired' || secondsLeft === 0)
    return (
      <Notice tone="info" title={t.paymentExpiredTitle} text={t.paymentExpiredText}>
        {props.link.status === 'active' && (
          <button type="button" onClick={props.onRestart}>
            {t.tryAgain}
          </button>
        )}
      </Notice>
    );
  return (
    <section aria-labelledby="pay-description">
      <h1 id="pay-description">{props.link.description}</h1>
      <p class="label">{t.amount}</p>
      <p class="amount" id="pay-amount">
        {amount}
      </p>
      {payment.method === 'qris' ? <QrPanel payment={payment} /> : <VaPanel payment={payment} />}
      <p class="countdown">
        <time dateTime={payment.expires_at}>{t.expiresIn(clockText(secondsLeft))}</time>
      </p>
      <p class="status" role="status">
        <span class="dot" aria-hidden="true" /> {offline ? t.offline : t.waiting}
      </p>
      <button type="button" class="secondary" onClick={props.onRestart}>
        {t.otherMethod}
      </button>
    </section>
  );
}
