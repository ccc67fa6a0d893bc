import { useState } from 'preact/hooks';
import { EWALLET_PRODUCTS, TRANSFER_BANKS } from '../destinations';
import { ApiError, unwrap, type ApiClient } from '../api';
import { Amount } from '../components/Amount';
import { AvailableBalance, useBalance } from '../components/AvailableBalance';
import { KycLink } from './cash-in';
import { BankPicker } from '../components/BankPicker';
import { ChoiceField } from '../components/ChoiceField';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field, PinField } from '../components/Field';
import { useAction } from '../hooks';
import { useI18n, type MessageKey, type Translate } from '../i18n';

export type Channel = 'transfer' | 'ewallet';

/** What the inquiry answered: the destination's verified name and the fees, kept for the review. */
interface Inquiry {
  channel: Channel;
  partnerReff: string;
  amount: number;
  accountName: string;
  destination: string;
  totalFee: number;
  totalDebit: number;
}

interface Outcome {
  partnerReff: string;
  status: string;
  amount: number;
  message: string | null;
}

/**
 * A wrong PIN or a locked one in plain words. The service says how many attempts are left only in
 * its English message ("Wrong PIN; 3 attempt(s) left ..."), so the number is read from there.
 */
export function pinErrorText(error: unknown, t: Translate): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'pin_locked') return t('payouts.locked');
  if (error.code !== 'invalid_pin') return undefined;
  const left = /(\d+) attempt/.exec(error.message)?.[1];
  return left ? t('payouts.attemptsLeft', { left }) : t('payouts.locked');
}

/** An error of a PIN form: the PIN's own words when it is about the PIN, else the usual message. */
export function PinAwareError(props: { error: unknown }) {
  const { t } = useI18n();
  const text = pinErrorText(props.error, t);
  if (!text) return <ErrorMessage error={props.error} />;
  return (
    <div role="alert" class="error-message">
      <p>{text}</p>
    </div>
  );
}

const EWALLET_CHOICES = EWALLET_PRODUCTS.map((product) => ({ value: product.code, label: product.name }));

/**
 * Payouts in three steps, each its own view: the inquiry form (the destination is checked and its
 * owner's name looked up, nothing moves), the review with fees and total and the PIN, then the
 * result (paid, pending with what that means, or failed). The available balance stays in view and
 * is loaded again after a confirm, so the drop is seen.
 */
export function Payouts() {
  const { t } = useI18n();
  const balance = useBalance();
  const [inquiry, setInquiry] = useState<Inquiry>();
  const [outcome, setOutcome] = useState<Outcome>();
  const restart = () => {
    setInquiry(undefined);
    setOutcome(undefined);
  };
  return (
    <section>
      <h1>{t('nav.payouts')}</h1>
      <p>{t('payouts.intro')}</p>
      <AvailableBalance balance={balance} />
      {outcome ? (
        <PayoutResult outcome={outcome} onAgain={restart} />
      ) : inquiry ? (
        <PayoutReview
          inquiry={inquiry}
          onEdit={restart}
          onDone={(done) => {
            setOutcome(done);
            balance.reload();
          }}
        />
      ) : (
        <PayoutForm onInquiry={setInquiry} />
      )}
    </section>
  );
}

/** The inquiry form: channel, destination and amount; an answer goes to the review. */
function PayoutForm(props: { onInquiry: (inquiry: Inquiry) => void }) {
  const { t } = useI18n();
  const form = usePayoutForm(props.onInquiry);
  const { ask } = form;
  const fields = ask.error instanceof ApiError ? ask.error.fields : {};
  return (
    <form onSubmit={(event) => void form.submit(event)}>
      <ChannelChoice channel={form.channel} onChannel={form.setChannel} />
      <DestinationFields form={form} fields={fields} t={t} />
      <Field
        label={t('payouts.amount')}
        hint={t('payouts.amountHint')}
        value={form.amount}
        onValue={form.setAmount}
        type="number"
        min={10000}
        step={1}
        inputMode="numeric"
        errors={fields.amount}
        required
      />
      <ErrorMessage error={ask.error} />
      <KycLink error={ask.error} />
      <button type="submit" aria-busy={ask.busy} disabled={ask.busy}>
        {t('payouts.check')}
      </button>
    </form>
  );
}

/** The inquiry form's values and its submit, which asks for the inquiry and hands its answer on. */
function usePayoutForm(onInquiry: (inquiry: Inquiry) => void) {
  const [channel, setChannel] = useState<Channel>('transfer');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [product, setProduct] = useState(EWALLET_CHOICES[0]!.value);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const ask = useAction((api, body: InquiryBody) => inquire(body, api));
  const submit = async (event: Event) => {
    event.preventDefault();
    const value = Number(amount);
    const body =
      channel === 'transfer'
        ? ({ channel, bank_code: bank, account_number: account.trim(), amount: value } as const)
        : ({ channel, product_code: product, phone_number: phone.trim(), amount: value } as const);
    const answer = await ask.run(body);
    if (!answer) return;
    const bankName = TRANSFER_BANKS.find((item) => item.code === bank)?.name ?? bank;
    const walletName = EWALLET_PRODUCTS.find((item) => item.code === product)?.name ?? product;
    onInquiry({
      channel,
      partnerReff: answer.transaction.partner_reff,
      amount: answer.transaction.amount,
      accountName: answer.transaction.account_name,
      destination: channel === 'transfer' ? `${bankName} ${account.trim()}` : `${walletName} ${phone.trim()}`,
      totalFee: answer.fees.total_fee,
      totalDebit: answer.fees.total_debit,
    });
  };
  const values = { channel, bank, account, product, phone, amount };
  const setters = { setChannel, setBank, setAccount, setProduct, setPhone, setAmount };
  return { ...values, ...setters, ask, submit };
}

type PayoutFormState = ReturnType<typeof usePayoutForm>;

/** The channel's radio buttons: bank transfer or e-wallet (a refund by payout asks the same, under its own legend). */
export function ChannelChoice(props: { channel: Channel; onChannel: (channel: Channel) => void; legend?: string }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend>{props.legend ?? t('payouts.channel')}</legend>
      {(['transfer', 'ewallet'] as const).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="channel"
            value={value}
            checked={props.channel === value}
            onChange={() => props.onChannel(value)}
          />
          {t(value === 'transfer' ? 'payouts.channelTransfer' : 'payouts.channelEwallet')}
        </label>
      ))}
    </fieldset>
  );
}

export interface DestinationProps {
  form: Pick<
    PayoutFormState,
    'channel' | 'bank' | 'setBank' | 'account' | 'setAccount' | 'product' | 'setProduct' | 'phone' | 'setPhone'
  >;
  fields: Record<string, string[]>;
  t: Translate;
}

/**
 * The destination's fields of the chosen channel: the bank and account number, or the e-wallet and
 * phone number (`fields`: the 422 field errors by those names). A refund by payout uses them too.
 */
export function DestinationFields({ form, fields, t }: DestinationProps) {
  return form.channel === 'transfer' ? (
    <>
      <BankPicker
        label={t('payouts.bank')}
        value={form.bank}
        onValue={form.setBank}
        errors={fields.bank_code}
        required
      />
      <Field
        label={t('payouts.accountNumber')}
        value={form.account}
        onValue={form.setAccount}
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
        errors={fields.account_number}
        required
      />
    </>
  ) : (
    <>
      <ChoiceField
        label={t('payouts.product')}
        value={form.product}
        onValue={form.setProduct}
        choices={EWALLET_CHOICES}
        errors={fields.product_code}
        required
      />
      <Field
        label={t('payouts.phone')}
        hint={t('payouts.phoneHint')}
        value={form.phone}
        onValue={form.setPhone}
        type="tel"
        autoComplete="off"
        errors={fields.phone_number}
        required
      />
    </>
  );
}

type InquiryBody =
  | { channel: 'transfer'; bank_code: string; account_number: string; amount: number }
  | { channel: 'ewallet'; product_code: string; phone_number: string; amount: number };

function inquire(body: InquiryBody, api: ApiClient) {
  return unwrap(api.POST('/dashboard/v1/payouts/inquiry', { body }));
}

/** The review of an inquiry: the verified name, the destination, the amount, fee and total, and the PIN that sends it. */
function PayoutReview(props: { inquiry: Inquiry; onEdit: () => void; onDone: (outcome: Outcome) => void }) {
  const { t } = useI18n();
  const { inquiry } = props;
  const [pin, setPin] = useState('');
  const confirm = useAction((api, body: { channel: Channel; partner_reff: string; pin: string }) =>
    unwrap(api.POST('/dashboard/v1/payouts/confirm', { body })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await confirm.run({ channel: inquiry.channel, partner_reff: inquiry.partnerReff, pin });
    setPin('');
    if (answer)
      props.onDone({ ...answer.transaction, partnerReff: answer.transaction.partner_reff, message: answer.message });
  };
  return (
    <article aria-labelledby="payout-review">
      <h2 id="payout-review">{t('payouts.reviewTitle')}</h2>
      <ReviewFacts inquiry={inquiry} />
      <form onSubmit={(event) => void submit(event)}>
        <PinField label={t('payouts.pin')} value={pin} onValue={setPin} />
        <PinAwareError error={confirm.error} />
        <div class="actions">
          <button type="submit" aria-busy={confirm.busy} disabled={confirm.busy}>
            {t('payouts.send')}
          </button>
          <button type="button" class="secondary outline" onClick={props.onEdit} disabled={confirm.busy}>
            {t('payouts.edit')}
          </button>
        </div>
      </form>
    </article>
  );
}

/** What the inquiry answered: the destination's verified name, the destination, the amount, the fee and the total debit. */
function ReviewFacts(props: { inquiry: Inquiry }) {
  const { t } = useI18n();
  const { inquiry } = props;
  return (
    <dl class="facts">
      <dt>{t('payouts.accountName')}</dt>
      <dd>
        <strong>{inquiry.accountName}</strong>
      </dd>
      <dt>{t('payouts.destination')}</dt>
      <dd>{inquiry.destination}</dd>
      <dt>{t('payouts.amount')}</dt>
      <dd>
        <Amount value={inquiry.amount} />
      </dd>
      <dt>{t('payouts.fee')}</dt>
      <dd>
        <Amount value={inquiry.totalFee} />
      </dd>
      <dt>{t('payouts.total')}</dt>
      <dd>
        <strong>
          <Amount value={inquiry.totalDebit} />
        </strong>
      </dd>
    </dl>
  );
}

const STATUS_TEXT: Record<string, MessageKey> = {
  paid: 'payouts.status.paid',
  settled: 'payouts.status.paid',
  pending: 'payouts.status.pending',
  failed: 'payouts.status.failed',
};

function PayoutResult(props: { outcome: Outcome; onAgain: () => void }) {
  const { t } = useI18n();
  const { outcome } = props;
  const key = STATUS_TEXT[outcome.status] ?? 'payouts.status.pending';
  return (
    <article aria-labelledby="payout-result" class={`payout-${outcome.status}`}>
      <h2 id="payout-result">{t('payouts.resultTitle')}</h2>
      <p role="status">
        <strong>{t(key)}</strong>
      </p>
      {outcome.message && outcome.status === 'failed' && <p>{outcome.message}</p>}
      <dl class="facts">
        <dt>{t('payouts.amount')}</dt>
        <dd>
          <Amount value={outcome.amount} />
        </dd>
        <dt>{t('payouts.reference')}</dt>
        <dd>
          <code>{outcome.partnerReff}</code>
        </dd>
      </dl>
      <button type="button" onClick={props.onAgain}>
        {t('payouts.again')}
      </button>
    </article>
  );
}
