import { useState } from 'preact/hooks';
import type { Method, PublicLink } from './api';
import { rupiah } from './i18n';
import { useWords } from './t';

export interface PayChoice {
  method: Method;
  bank_code?: string;
  amount?: number;
}

/** An open-amount link's amount field: whole rupiah within the link's range. */
function AmountField(props: { link: PublicLink; value: string; invalid: boolean; onInput: (value: string) => void }) {
  const t = useWords();
  const range = t.amountRange(rupiah(props.link.amount_min), rupiah(props.link.amount_max));
  return (
    <div class="field">
      <label for="amount">{t.amountInput}</label>
      <input
        id="amount"
        inputMode="numeric"
        autoComplete="off"
        value={props.value}
        aria-describedby="amount-help"
        aria-invalid={props.invalid}
        onInput={(event) => props.onInput(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <small id="amount-help" class={props.invalid ? 'invalid' : ''}>
        {props.invalid ? t.amountInvalid(rupiah(props.link.amount_min), rupiah(props.link.amount_max)) : range}
      </small>
    </div>
  );
}

function MethodChoice(props: { methods: Method[]; value: Method; onChange: (method: Method) => void }) {
  const t = useWords();
  return (
    <fieldset class="methods">
      <legend>{t.method}</legend>
      {props.methods.map((method) => (
        <label key={method} class="method">
          <input
            type="radio"
            name="method"
            value={method}
            checked={props.value === method}
            onChange={() => props.onChange(method)}
          />
          {method === 'qris' ? t.qris : t.va}
        </label>
      ))}
    </fieldset>
  );
}

/** The link's terms and the customer's choice: amount when open, QRIS or a VA bank. */
export function PayForm(props: { link: PublicLink; busy: boolean; onPay: (choice: PayChoice) => void }) {
  const t = useWords();
  const { link } = props;
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [method, setMethod] = useState<Method>(link.methods[0] ?? 'qris');
  const [bank, setBank] = useState(link.va_banks[0]?.bank_code ?? '');
  const entered = Number(amount);
  const amountOk = link.amount !== null || (entered >= link.amount_min && entered <= link.amount_max);
  const submit = (event: Event) => {
    event.preventDefault();
    setTouched(true);
    if (!amountOk) return;
    props.onPay({
      method,
      ...(method === 'va' ? { bank_code: bank } : {}),
      ...(link.amount === null ? { amount: entered } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      {link.amount === null && (
        <AmountField link={link} value={amount} invalid={touched && !amountOk} onInput={setAmount} />
      )}
      <MethodChoice methods={link.methods} value={method} onChange={setMethod} />
      {method === 'va' && <BankField link={link} value={bank} onChange={setBank} />}
      <button type="submit" disabled={props.busy} aria-busy={props.busy}>
        {props.busy ? t.creating : t.pay}
      </button>
    </form>
  );
}

function BankField(props: { link: PublicLink; value: string; onChange: (bank: string) => void }) {
  const t = useWords();
  return (
    <div class="field">
      <label for="bank">{t.bank}</label>
      <select id="bank" value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
        {props.link.va_banks.map((bank) => (
          <option key={bank.bank_code} value={bank.bank_code}>
            {bank.bank_name}
          </option>
        ))}
      </select>
    </div>
  );
}
