import { useRef, useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { AvailableBalance, useBalance } from '../components/AvailableBalance';
import { Async } from '../components/Async';
import { ChoiceField } from '../components/ChoiceField';
import { Field, PinField } from '../components/Field';
import { formatDateTime } from '../format';
import { useAction, useApi } from '../hooks';
import { useI18n, type MessageKey } from '../i18n';
import { withoutFields } from '../money';
import {
  accountLabel,
  listSettlementAccounts,
  nextIdempotencyKey,
  WITHDRAWAL_MIN_IDR,
  type SettlementAccount,
} from '../own-money';
import { KycLink } from './cash-in';
import { PinAwareError } from './payouts';

interface Outcome {
  partnerReff: string;
  status: string;
  amount: number;
  message: string | null;
}

/**
 * A withdrawal to one of the merchant's own settlement accounts (DESIGN 17): a usable account, the
 * amount and the PIN in one step (the service checks the account and the fees before the PIN), then
 * the outcome with a link to the transaction. The available balance stays in view and is read again
 * after a withdrawal.
 */
export function Withdraw() {
  const { t } = useI18n();
  const balance = useBalance();
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <section>
      <h1>{t('nav.withdraw')}</h1>
      <p>{t('withdraw.intro')}</p>
      <AvailableBalance balance={balance} />
      {outcome ? (
        <WithdrawResult outcome={outcome} onAgain={() => setOutcome(undefined)} />
      ) : (
        <WithdrawForm
          onDone={(done) => {
            setOutcome(done);
            balance.reload();
          }}
        />
      )}
    </section>
  );
}

/** The accounts, then the form when one is usable; those still within their 24 hours say from when. */
function WithdrawForm(props: { onDone: (outcome: Outcome) => void }) {
  const { t, lang } = useI18n();
  const accounts = useApi(listSettlementAccounts, []);
  return (
    <Async state={accounts}>
      {(data) => {
        const usable = data.filter((account) => account.usable);
        const waiting = data.filter((account) => !account.usable);
        return (
          <>
            {usable.length === 0 && <p>{t(data.length === 0 ? 'withdraw.noAccounts' : 'withdraw.noUsable')}</p>}
            {waiting.map((account) => (
              <p key={account.id} class="notice account-waiting">
                {t('withdraw.notReady', {
                  bank: account.bank_name,
                  number: account.account_number,
                  at: formatDateTime(account.usable_at, lang),
                })}
              </p>
            ))}
            {usable.length > 0 && <WithdrawFields accounts={usable} onDone={props.onDone} />}
            <p>
              <a href="/dashboard/settlement-accounts">{t('withdraw.manageAccounts')}</a>
            </p>
          </>
        );
      }}
    </Async>
  );
}

/** Account, amount and PIN; the submit keeps its idempotency key while the outcome of a try is unknown. */
function WithdrawFields(props: { accounts: SettlementAccount[]; onDone: (outcome: Outcome) => void }) {
  const { t } = useI18n();
  const form = useWithdrawForm(props.accounts, props.onDone);
  const { send } = form;
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  return (
    <form aria-label={t('nav.withdraw')} onSubmit={(event) => void form.submit(event)}>
      <ChoiceField
        label={t('withdraw.account')}
        value={form.accountId}
        onValue={form.setAccountId}
        choices={props.accounts.map((account) => ({
          value: account.id,
          label: `${accountLabel(account)} (${account.account_name})`,
        }))}
        placeholder={props.accounts.length > 1 ? t('withdraw.chooseAccount') : undefined}
        errors={fields.settlement_account_id}
        required
      />
      <Field
        label={t('payouts.amount')}
        hint={t('payouts.amountHint')}
        value={form.amount}
        onValue={form.setAmount}
        type="number"
        min={WITHDRAWAL_MIN_IDR}
        step={1}
        inputMode="numeric"
        errors={fields.amount}
        required
      />
      <PinField label={t('payouts.pin')} value={form.pin} onValue={form.setPin} errors={fields.pin} />
      <PinAwareError error={withoutFields(send.error)} />
      <KycLink error={send.error} />
      <button type="submit" aria-busy={send.busy} disabled={send.busy}>
        {t('withdraw.submit')}
      </button>
    </form>
  );
}

type WithdrawalBody = { settlement_account_id: string; amount: number; pin: string };

function useWithdrawForm(accounts: SettlementAccount[], onDone: (outcome: Outcome) => void) {
  const [accountId, setAccountId] = useState(accounts.length === 1 ? (accounts[0]?.id ?? '') : '');
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const key = useRef<string>(crypto.randomUUID());
  const send = useAction(async (api, body: WithdrawalBody) => {
    try {
      const answer = await unwrap(
        api.POST('/dashboard/v1/withdrawals', { body, params: { header: { 'Idempotency-Key': key.current } } }),
      );
      key.current = crypto.randomUUID();
      return answer;
    } catch (error) {
      key.current = nextIdempotencyKey(key.current, error);
      throw error;
    }
  });
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await send.run({ settlement_account_id: accountId, amount: Number(amount), pin });
    setPin('');
    if (answer)
      onDone({ ...answer.transaction, partnerReff: answer.transaction.partner_reff, message: answer.message });
  };
  return { accountId, setAccountId, amount, setAmount, pin, setPin, send, submit };
}

const STATUS_TEXT: Record<string, MessageKey> = {
  paid: 'payouts.status.paid',
  settled: 'payouts.status.paid',
  pending: 'payouts.status.pending',
  failed: 'payouts.status.failed',
};

/** Paid, pending (with what that means) or failed, the amount, and the transaction's detail. */
function WithdrawResult(props: { outcome: Outcome; onAgain: () => void }) {
  const { t } = useI18n();
  const { outcome } = props;
  return (
    <article aria-labelledby="withdraw-result" class={`payout-${outcome.status}`}>
      <h2 id="withdraw-result">{t('withdraw.resultTitle')}</h2>
      <p role="status">
        <strong>{t(STATUS_TEXT[outcome.status] ?? 'payouts.status.pending')}</strong>
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
      <div class="actions">
        <a href={`/dashboard/transactions/${encodeURIComponent(outcome.partnerReff)}`} role="button">
          {t('withdraw.detail')}
        </a>
        <button type="button" class="secondary outline" onClick={props.onAgain}>
          {t('withdraw.again')}
        </button>
      </div>
    </article>
  );
}
