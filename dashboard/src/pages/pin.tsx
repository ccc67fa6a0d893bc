import { useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { Field } from '../components/Field';
import { Toast } from '../components/Toast';
import { useAction } from '../hooks';
import { useI18n } from '../i18n';
import { PinAwareError } from './payouts';

/** The digits-only, 6-long input of a PIN (a password field: the PIN is never shown). */
const PIN_INPUT = { type: 'password', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, minLength: 6 } as const;

/**
 * Set the merchant's transaction PIN, or change it. The API does not say whether a PIN is set, so
 * the current PIN is optional here; when one is set and it was left empty, the API's 422 on
 * `current_pin` is turned into a plain "enter the current PIN" message.
 */
export function Pin() {
  const { t } = useI18n();
  const form = usePinForm();
  const { save } = form;
  return (
    <section>
      <h1>{t('pin.title')}</h1>
      <p>{t('pin.intro')}</p>
      <form onSubmit={(event) => void form.submit(event)}>
        <PinFields form={form} />
        {form.currentMissing ? (
          <p role="alert" class="error-message">
            {t('pin.currentRequired')}
          </p>
        ) : (
          <PinAwareError error={save.error} />
        )}
        {form.saved && <Toast>{t('pin.saved')}</Toast>}
        <button type="submit" aria-busy={save.busy} disabled={save.busy}>
          {t('pin.save')}
        </button>
      </form>
      <p>
        <a href="/dashboard/payouts">{t('pin.back')}</a>
      </p>
    </section>
  );
}

/**
 * The PIN form's values and its submit: the new PIN twice (a mismatch is not sent), the current
 * one only when given; after a save the form is emptied.
 */
function usePinForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useAction((api, body: { new_pin: string; current_pin?: string }) =>
    unwrap(api.POST('/dashboard/v1/pin', { body })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    setSaved(false);
    setMismatch(next !== repeat);
    if (next !== repeat) return;
    const done = await save.run(current ? { new_pin: next, current_pin: current } : { new_pin: next });
    if (done) {
      setSaved(true);
      setCurrent('');
      setNext('');
      setRepeat('');
    }
  };
  const error = save.error instanceof ApiError ? save.error : undefined;
  const currentMissing = error?.code === 'validation_failed' && error.fields.current_pin !== undefined && !current;
  const values = { current, next, repeat, mismatch, saved, error, currentMissing };
  return { ...values, setCurrent, setNext, setRepeat, save, submit };
}

/** The current PIN, the new one and the new one again, each with its errors. */
function PinFields(props: {
  form: Pick<
    ReturnType<typeof usePinForm>,
    'current' | 'setCurrent' | 'next' | 'setNext' | 'repeat' | 'setRepeat' | 'mismatch' | 'error'
  >;
}) {
  const { t } = useI18n();
  const { form } = props;
  const { error } = form;
  return (
    <>
      <Field
        label={t('pin.current')}
        hint={t('pin.currentHint')}
        value={form.current}
        onValue={form.setCurrent}
        autoComplete="current-password"
        {...PIN_INPUT}
        errors={error?.fields.current_pin}
      />
      <Field
        label={t('pin.new')}
        hint={t('pin.newHint')}
        value={form.next}
        onValue={form.setNext}
        autoComplete="new-password"
        {...PIN_INPUT}
        errors={error?.fields.new_pin}
        required
      />
      <Field
        label={t('pin.confirm')}
        value={form.repeat}
        onValue={form.setRepeat}
        autoComplete="new-password"
        {...PIN_INPUT}
        errors={form.mismatch ? [t('pin.mismatch')] : undefined}
        required
      />
    </>
  );
}
