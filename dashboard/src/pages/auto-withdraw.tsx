import { useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { ApiError, unwrap, type ApiClient } from '../api';
import { Async } from '../components/Async';
import { ChoiceField } from '../components/ChoiceField';
import { Field, PinField } from '../components/Field';
import { formatDateTime } from '../format';
import { useAction, useApi } from '../hooks';
import { useI18n, type MessageKey } from '../i18n';
import { withoutFields } from '../money';
import { accountLabel, listSettlementAccounts, WITHDRAWAL_MIN_IDR, type SettlementAccount } from '../own-money';
import { PinAwareError } from './payouts';

type Settings = NonNullable<components['schemas']['AutoWithdrawResponse']['auto_withdraw']>;
type SettingsBody = components['schemas']['AutoWithdrawRequest'];

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAY_KEY = (day: number) => `autoWithdraw.day.${day}` as MessageKey;

/**
 * The auto-withdraw settings (DESIGN 17, owner): on or off, daily or on chosen weekdays, the time
 * (WIB), the reserve left in the balance, the minimum, and the account; saved with the PIN. The
 * state and the next run the service computed are shown above the form.
 */
export function AutoWithdraw() {
  const { t } = useI18n();
  const loaded = useApi(loadSettings, []);
  return (
    <section>
      <h1>{t('nav.autoWithdraw')}</h1>
      <p>{t('autoWithdraw.intro')}</p>
      <Async state={loaded}>
        {({ settings, accounts }) =>
          accounts.length === 0 ? (
            <p>
              {t('autoWithdraw.noAccounts')} <a href="/dashboard/settlement-accounts">{t('withdraw.manageAccounts')}</a>
            </p>
          ) : (
            <SettingsForm initial={settings} accounts={accounts} />
          )
        }
      </Async>
    </section>
  );
}

async function loadSettings(api: ApiClient) {
  const [answer, accounts] = await Promise.all([
    unwrap(api.GET('/dashboard/v1/auto-withdraw')),
    listSettlementAccounts(api),
  ]);
  return { settings: answer.auto_withdraw, accounts };
}

/** What the service holds now: on or off, and when it withdraws next. */
function SettingsState(props: { settings: Settings | null }) {
  const { t, lang } = useI18n();
  const { settings } = props;
  if (!settings) return <p role="status">{t('autoWithdraw.notSet')}</p>;
  return (
    <div role="status" class="notice">
      <p>
        {t('autoWithdraw.state', { state: t(settings.enabled ? 'autoWithdraw.on' : 'autoWithdraw.off') })}
        {settings.enabled && settings.next_run_at && (
          <>
            <br />
            {t('autoWithdraw.nextRun', { at: formatDateTime(settings.next_run_at, lang) })}
          </>
        )}
      </p>
    </div>
  );
}

function SettingsForm(props: { initial: Settings | null; accounts: SettlementAccount[] }) {
  const { t } = useI18n();
  const form = useSettingsForm(props.initial, props.accounts);
  const fields = form.save.error instanceof ApiError ? form.save.error.fields : {};
  return (
    <>
      <SettingsState settings={form.saved} />
      {form.justSaved && <p class="notice">{t('autoWithdraw.saved')}</p>}
      <form aria-label={t('nav.autoWithdraw')} onSubmit={(event) => void form.submit(event)}>
        <EnabledSwitch draft={form.draft} set={form.set} />
        <ScheduleFields draft={form.draft} set={form.set} errors={fields.weekdays} />
        <Field
          label={t('autoWithdraw.time')}
          type="time"
          value={form.draft.time}
          onValue={(time) => form.set({ time })}
          errors={fields.time}
          required
        />
        <AmountFields draft={form.draft} set={form.set} fields={fields} />
        <ChoiceField
          label={t('withdraw.account')}
          value={form.draft.settlement_account_id}
          onValue={(id) => form.set({ settlement_account_id: id })}
          choices={props.accounts.map((account) => ({ value: account.id, label: accountLabel(account) }))}
          placeholder={t('withdraw.chooseAccount')}
          errors={fields.settlement_account_id}
          required
        />
        <p class="hint">{t('autoWithdraw.accountHint')}</p>
        <PinField label={t('payouts.pin')} value={form.pin} onValue={form.setPin} errors={fields.pin} />
        <PinAwareError error={withoutFields(form.save.error)} />
        <button type="submit" aria-busy={form.save.busy} disabled={form.save.busy}>
          {t('autoWithdraw.save')}
        </button>
      </form>
    </>
  );
}

type Draft = Omit<SettingsBody, 'pin' | 'weekdays' | 'reserve_amount' | 'min_amount'> & {
  weekdays: number[];
  reserve_amount: string;
  min_amount: string;
};
type SetDraft = (change: Partial<Draft>) => void;

const draftOf = (settings: Settings | null, accounts: SettlementAccount[]): Draft => ({
  enabled: settings?.enabled ?? true,
  schedule: settings?.schedule ?? 'daily',
  weekdays: settings?.weekdays ?? [],
  time: settings?.time ?? '17:00',
  reserve_amount: String(settings?.reserve_amount ?? 0),
  min_amount: String(settings?.min_amount ?? WITHDRAWAL_MIN_IDR),
  settlement_account_id: settings?.settlement_account_id ?? (accounts.length === 1 ? (accounts[0]?.id ?? '') : ''),
});

function useSettingsForm(initial: Settings | null, accounts: SettlementAccount[]) {
  const [saved, setSaved] = useState(initial);
  const [justSaved, setJustSaved] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(initial, accounts));
  const [pin, setPin] = useState('');
  const save = useAction((api, body: SettingsBody) => unwrap(api.PUT('/dashboard/v1/auto-withdraw', { body })));
  const set: SetDraft = (change) => setDraft((previous) => ({ ...previous, ...change }));
  const submit = async (event: Event) => {
    event.preventDefault();
    setJustSaved(false);
    const weekly = draft.schedule === 'weekly';
    const answer = await save.run({
      ...draft,
      weekdays: weekly ? [...draft.weekdays].sort((a, b) => a - b) : undefined,
      reserve_amount: Number(draft.reserve_amount),
      min_amount: Number(draft.min_amount),
      pin,
    });
    setPin('');
    if (!answer) return;
    setSaved(answer.auto_withdraw);
    setJustSaved(true);
  };
  return { saved, justSaved, draft, set, pin, setPin, save, submit };
}

function EnabledSwitch(props: { draft: Draft; set: SetDraft }) {
  const { t } = useI18n();
  return (
    <label>
      <input
        type="checkbox"
        role="switch"
        checked={props.draft.enabled}
        onChange={(event) => props.set({ enabled: event.currentTarget.checked })}
      />
      {t('autoWithdraw.enabled')}
    </label>
  );
}

/** Daily, or weekly on the days ticked (1 Monday to 7 Sunday, as the service counts them). */
function ScheduleFields(props: { draft: Draft; set: SetDraft; errors?: string[] }) {
  const { t } = useI18n();
  const { draft, set } = props;
  const toggle = (day: number, on: boolean) =>
    set({ weekdays: on ? [...draft.weekdays, day] : draft.weekdays.filter((item) => item !== day) });
  return (
    <>
      <fieldset>
        <legend>{t('autoWithdraw.schedule')}</legend>
        {(['daily', 'weekly'] as const).map((schedule) => (
          <label key={schedule}>
            <input
              type="radio"
              name="schedule"
              value={schedule}
              checked={draft.schedule === schedule}
              onChange={() => set({ schedule })}
            />
            {t(schedule === 'daily' ? 'autoWithdraw.daily' : 'autoWithdraw.weekly')}
          </label>
        ))}
      </fieldset>
      {draft.schedule === 'weekly' && (
        <fieldset class="weekdays">
          <legend>{t('autoWithdraw.weekdays')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={draft.weekdays.includes(day)}
                onChange={(event) => toggle(day, event.currentTarget.checked)}
              />
              {t(DAY_KEY(day))}
            </label>
          ))}
          {props.errors && <small>{props.errors.join(', ')}</small>}
        </fieldset>
      )}
    </>
  );
}

/** The reserve kept in the available balance and the smallest withdrawal, in whole rupiah. */
function AmountFields(props: { draft: Draft; set: SetDraft; fields: Record<string, string[]> }) {
  const { t } = useI18n();
  const { draft, set, fields } = props;
  return (
    <>
      <Field
        label={t('autoWithdraw.reserve')}
        hint={t('autoWithdraw.reserveHint')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={draft.reserve_amount}
        onValue={(value) => set({ reserve_amount: value })}
        errors={fields.reserve_amount}
        required
      />
      <Field
        label={t('autoWithdraw.minimum')}
        hint={t('autoWithdraw.minimumHint')}
        type="number"
        min={WITHDRAWAL_MIN_IDR}
        step={1}
        inputMode="numeric"
        value={draft.min_amount}
        onValue={(value) => set({ min_amount: value })}
        errors={fields.min_amount}
        required
      />
    </>
  );
}
