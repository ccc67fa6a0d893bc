import { useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { Async } from '../components/Async';
import { BankPicker } from '../components/BankPicker';
import { DateTime } from '../components/DateTime';
import { Empty } from '../components/Empty';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Toast } from '../components/Toast';
import { formatDateTime } from '../format';
import { useAction, useApi } from '../hooks';
import { useI18n } from '../i18n';
import { withoutFields } from '../money';
import { listSettlementAccounts, SETTLEMENT_ACCOUNTS_MAX, type SettlementAccount } from '../own-money';
import { canManageSettlementAccounts } from '../permissions';
import { useSession } from '../session';

/**
 * The merchant's settlement accounts (DESIGN 17): the list, each with its holder's name as the bank
 * gave it and, for 24 hours after it was added, when it becomes usable; an owner adds one (checked
 * by the bank's inquiry) and removes one after a confirmation. Finance sees the list only.
 */
export function SettlementAccounts() {
  const { t } = useI18n();
  const owner = canManageSettlementAccounts(useSession().membership?.role);
  const accounts = useApi(listSettlementAccounts, []);
  const [status, setStatus] = useState<string>();
  const changed = (text: string) => {
    setStatus(text);
    accounts.reload();
  };
  return (
    <section>
      <h1>{t('nav.settlementAccounts')}</h1>
      <p>{t('accounts.intro')}</p>
      {status && <Toast>{status}</Toast>}
      <h2>{t('accounts.listTitle')}</h2>
      <Async state={accounts}>
        {(data) =>
          data.length === 0 ? (
            <Empty>{t('accounts.empty')}</Empty>
          ) : (
            <ul class="account-list">
              {data.map((account) => (
                <AccountItem key={account.id} account={account} canRemove={owner} onRemoved={changed} />
              ))}
            </ul>
          )
        }
      </Async>
      {owner ? <AddAccountForm onAdded={changed} /> : <p>{t('accounts.ownerOnly')}</p>}
    </section>
  );
}

/** One account: bank and number, holder, added and usable-from times, the 24-hour notice, and Remove with its confirmation. */
function AccountItem(props: { account: SettlementAccount; canRemove: boolean; onRemoved: (text: string) => void }) {
  const { t } = useI18n();
  const { account } = props;
  const headingId = `account-${account.id}`;
  return (
    <li>
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>
          {account.bank_name} {account.account_number}
        </h3>
        <dl class="facts">
          <dt>{t('accounts.holder')}</dt>
          <dd>
            <strong>{account.account_name}</strong>
          </dd>
          <dt>{t('accounts.added')}</dt>
          <dd>
            <DateTime value={account.created_at} />
          </dd>
          <dt>{t('accounts.usableFrom')}</dt>
          <dd>
            <DateTime value={account.usable_at} />
          </dd>
        </dl>
        <UsableNotice account={account} />
        {props.canRemove && <RemoveAccount account={account} onRemoved={props.onRemoved} />}
      </article>
    </li>
  );
}

/** Whether withdrawals may go to the account yet, by the service's clock (its `usable`), in words. */
export function UsableNotice(props: { account: SettlementAccount }) {
  const { t, lang } = useI18n();
  const { account } = props;
  if (account.usable) return <p class="notice account-usable">{t('accounts.usable')}</p>;
  return <p class="notice account-waiting">{t('accounts.waiting', { at: formatDateTime(account.usable_at, lang) })}</p>;
}

/** Remove, then "remove this account?" with Yes and Cancel: nothing is removed by one stray click. */
function RemoveAccount(props: { account: SettlementAccount; onRemoved: (text: string) => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  if (asking) return <ConfirmRemove {...props} onCancel={() => setAsking(false)} />;
  return (
    <button
      type="button"
      class="secondary outline"
      aria-label={t('accounts.removeLabel', { number: props.account.account_number })}
      onClick={() => setAsking(true)}
    >
      {t('accounts.remove')}
    </button>
  );
}

function ConfirmRemove(props: { account: SettlementAccount; onRemoved: (text: string) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const { account } = props;
  const remove = useAction((api) =>
    unwrap(
      api.DELETE('/dashboard/v1/settlement-accounts/{account_id}', { params: { path: { account_id: account.id } } }),
    ),
  );
  const confirm = async () => {
    if (await remove.run()) props.onRemoved(t('accounts.removed', { number: account.account_number }));
  };
  return (
    <div role="group" aria-label={t('accounts.removeLabel', { number: account.account_number })}>
      <p>
        {t('accounts.confirmRemove', {
          bank: account.bank_name,
          number: account.account_number,
          name: account.account_name,
        })}
      </p>
      <ErrorMessage error={remove.error} />
      <div class="actions">
        <button
          type="button"
          class="contrast"
          aria-busy={remove.busy}
          disabled={remove.busy}
          onClick={() => void confirm()}
        >
          {t('accounts.confirmYes')}
        </button>
        <button type="button" class="secondary outline" disabled={remove.busy} onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The owner's form: a bank and an account number; the service checks it with the bank and keeps the holder's name. */
function AddAccountForm(props: { onAdded: (text: string) => void }) {
  const { t } = useI18n();
  const { bank, setBank, number, setNumber, add, submit } = useAddAccount(props.onAdded);
  const fields = add.error instanceof ApiError ? add.error.fields : {};
  return (
    <form aria-labelledby="add-account" onSubmit={(event) => void submit(event)}>
      <h2 id="add-account">{t('accounts.addTitle')}</h2>
      <p class="hint">{t('accounts.addHint', { max: SETTLEMENT_ACCOUNTS_MAX })}</p>
      <BankPicker label={t('payouts.bank')} value={bank} onValue={setBank} errors={fields.bank_code} required />
      <Field
        label={t('accounts.number')}
        value={number}
        onValue={setNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
        errors={fields.account_number}
        required
      />
      <ErrorMessage error={withoutFields(add.error)} />
      <button type="submit" aria-busy={add.busy} disabled={add.busy}>
        {t('accounts.add')}
      </button>
    </form>
  );
}

/** The add form's values and its submit, which tells `onAdded` what was added and when it becomes usable. */
function useAddAccount(onAdded: (text: string) => void) {
  const { t, lang } = useI18n();
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const add = useAction((api, body: { bank_code: string; account_number: string }) =>
    unwrap(api.POST('/dashboard/v1/settlement-accounts', { body })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await add.run({ bank_code: bank, account_number: number.trim() });
    if (!answer) return;
    const { account } = answer;
    setBank('');
    setNumber('');
    onAdded(
      t('accounts.addedStatus', {
        bank: account.bank_name,
        number: account.account_number,
        name: account.account_name,
        at: formatDateTime(account.usable_at, lang),
      }),
    );
  };
  return { bank, setBank, number, setNumber, add, submit };
}
