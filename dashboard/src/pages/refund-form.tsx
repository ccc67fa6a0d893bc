import { useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { errorText } from '../components/ErrorMessage';
import { Field, PinField } from '../components/Field';
import { EWALLET_PRODUCTS } from '../destinations';
import { formatRupiah } from '../format';
import { useAction } from '../hooks';
import { isMessageKey, useI18n, type Translate } from '../i18n';
import { REFUND_REASON_LENGTH_MAX, type Refund, type RefundMethod } from '../refunds';
import { ChannelChoice, DestinationFields, pinErrorText, type Channel } from './payouts';

type CreateRefundBody = components['schemas']['CreateRefundRequest'];

/** The destination `type` of each payout channel, as a refund by payout names it (the service's refundDestinationType). */
const DESTINATION_TYPE = { transfer: 'bank', ewallet: 'ewallet' } as const;
/** The destination fields the form shows, by the name the payout form gives them. */
const DESTINATION_FIELDS = ['bank_code', 'account_number', 'product_code', 'phone_number'] as const;

interface RefundFormProps {
  partnerReff: string;
  method: RefundMethod;
  /** What is left to refund: the amount proposed, and the most the field takes. */
  leftIdr: number;
  onDone: (refund: Refund) => void;
  onCancel: () => void;
}

/**
 * A refund of the payment: the amount (what is left, unless changed), the reason and, for a VA payment
 * (a refund by payout), the customer's bank account or e-wallet and the PIN. The service's answer
 * goes to `onDone`; a refusal is said in the refund's own words beside the form.
 */
export function RefundForm(props: RefundFormProps) {
  const { t } = useI18n();
  const form = useRefundForm(props);
  const { send } = form;
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  return (
    <form aria-labelledby="refund-form-title" onSubmit={(event) => void form.submit(event)}>
      <h3 id="refund-form-title">{t('refunds.formTitle')}</h3>
      <Field
        label={t('refunds.amount')}
        hint={t('refunds.amountHint', { amount: formatRupiah(props.leftIdr) })}
        value={form.amount}
        onValue={form.setAmount}
        type="number"
        min={1}
        max={props.leftIdr}
        step={1}
        inputMode="numeric"
        errors={fields.amount}
        required
      />
      <Field
        label={t('refunds.reason')}
        hint={t('refunds.reasonHint', { max: REFUND_REASON_LENGTH_MAX })}
        value={form.reason}
        onValue={form.setReason}
        maxLength={REFUND_REASON_LENGTH_MAX}
        autoComplete="off"
        errors={fields.reason}
        required
      />
      {props.method === 'payout' && <PayoutDestination form={form} fields={fields} />}
      <RefundError error={send.error} />
      <div class="actions">
        <button type="submit" aria-busy={send.busy} disabled={send.busy}>
          {t('refunds.submit')}
        </button>
        <button type="button" class="secondary outline" onClick={props.onCancel} disabled={send.busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The form's values and its submit, which asks for the refund and hands the service's answer on. */
function useRefundForm(props: RefundFormProps) {
  const [amount, setAmount] = useState(String(props.leftIdr));
  const [reason, setReason] = useState('');
  const [channel, setChannel] = useState<Channel>('transfer');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [product, setProduct] = useState(EWALLET_PRODUCTS[0]?.code ?? '');
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const send = useAction((api, body: CreateRefundBody) =>
    unwrap(
      api.POST('/dashboard/v1/transactions/{partner_reff}/refunds', {
        params: { path: { partner_reff: props.partnerReff } },
        body,
      }),
    ),
  );
  const destination = () =>
    channel === 'transfer'
      ? { type: DESTINATION_TYPE.transfer, bank_code: bank, account_number: account.trim() }
      : { type: DESTINATION_TYPE.ewallet, product_code: product, phone_number: phone.trim() };
  const submit = async (event: Event) => {
    event.preventDefault();
    const byPayout = props.method === 'payout' ? { destination: destination(), pin } : {};
    const answer = await send.run({ amount: Number(amount), reason, ...byPayout });
    setPin('');
    if (answer) props.onDone(answer.refund);
  };
  const values = { amount, reason, channel, bank, account, product, phone, pin };
  const setters = { setAmount, setReason, setChannel, setBank, setAccount, setProduct, setPhone, setPin };
  return { ...values, ...setters, send, submit };
}

type RefundFormState = ReturnType<typeof useRefundForm>;

/** Where a refund by payout goes (the payouts' channel and destination fields), the fee it costs, and the PIN. */
function PayoutDestination(props: { form: RefundFormState; fields: Record<string, string[]> }) {
  const { t } = useI18n();
  const { form, fields } = props;
  // The service names a destination's field errors `destination.<field>`; the fields know them by `<field>`.
  const destinationErrors = Object.fromEntries(
    DESTINATION_FIELDS.flatMap((name) => {
      const errors = fields[`destination.${name}`];
      return errors === undefined ? [] : [[name, errors]];
    }),
  );
  return (
    <>
      <ChannelChoice legend={t('refunds.destination')} channel={form.channel} onChannel={form.setChannel} />
      <DestinationFields form={form} fields={destinationErrors} t={t} />
      <p class="hint">{t('refunds.payoutFeeHint')}</p>
      <PinField label={t('refunds.pin')} value={form.pin} onValue={form.setPin} errors={fields.pin} />
    </>
  );
}

/** The fields shown beside their input: their errors are not repeated in the alert. */
const FIELDS_BESIDE_INPUTS = new Set([
  'amount',
  'reason',
  'pin',
  ...DESTINATION_FIELDS.map((name) => `destination.${name}`),
]);

/** A refusal in the refund's words where it has its own (the balance, what is left), the PIN's with the attempts left, else the usual message. */
export function refundErrorText(error: ApiError, t: Translate): string {
  const own = `refunds.error.${error.code}`;
  return pinErrorText(error, t) ?? (isMessageKey(own) ? t(own) : errorText(error, t));
}

/** The refusal of a refund (role="alert"), with the field errors that no input of the form shows. */
function RefundError(props: { error: unknown }) {
  const { t } = useI18n();
  const { error } = props;
  if (error === undefined || error === null) return null;
  const text = error instanceof ApiError ? refundErrorText(error, t) : errorText(error, t);
  const others =
    error instanceof ApiError ? Object.entries(error.fields).filter(([f]) => !FIELDS_BESIDE_INPUTS.has(f)) : [];
  return (
    <div role="alert" class="error-message">
      <p>{text}</p>
      {others.length > 0 && (
        <ul>
          {others.map(([field, messages]) => (
            <li key={field}>
              <code>{field}</code>: {messages.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
