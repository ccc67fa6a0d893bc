import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { DateTimeFields } from '../components/DateTimeFields';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { useAction } from '../hooks';
import { useI18n } from '../i18n';

type CreateBody = components['schemas']['CreatePaymentLinkRequest'];
type Method = NonNullable<CreateBody['methods']>[number];

/** Copies of the service's limits (shared/channels/payment-links/limits.ts; the app may not import the service). */
export const LINK_AMOUNT_MIN_IDR = 10_000;
export const LINK_AMOUNT_MAX_IDR = 10_000_000;
const DESCRIPTION_LENGTH_MAX = 200;
const METHODS: Method[] = ['qris', 'va'];

interface LinkForm {
  openAmount: boolean;
  amount: string;
  description: string;
  methods: Method[];
  reusable: boolean;
  maxUses: string;
  expiresAt: string;
  customerName: string;
}

const EMPTY: LinkForm = {
  openAmount: false,
  amount: '',
  description: '',
  methods: [...METHODS],
  reusable: false,
  maxUses: '',
  expiresAt: '',
  customerName: '',
};

/** The request of the form: the expiry (`YYYY-MM-DDTHH:MM`, DateTimeFields) is a time in Jakarta (WIB, +07:00), as the pages show times. */
export function linkBody(form: LinkForm): CreateBody {
  return {
    amount: form.openAmount ? null : Number(form.amount),
    description: form.description.trim(),
    methods: form.methods,
    reusable: form.reusable,
    ...(form.reusable && form.maxUses.trim() !== '' ? { max_uses: Number(form.maxUses) } : {}),
    ...(form.expiresAt === '' ? {} : { expires_at: `${form.expiresAt.slice(0, 16)}:00+07:00` }),
    ...(form.customerName.trim() === '' ? {} : { customer_name: form.customerName.trim() }),
  };
}

/** The create form of a payment link; once made, its page (the URL to send). */
export function PaymentLinkCreate() {
  const { t } = useI18n();
  const { route } = useLocation();
  const [form, setForm] = useState<LinkForm>(EMPTY);
  const create = useAction((api, body: CreateBody) => unwrap(api.POST('/dashboard/v1/payment-links', { body })));
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await create.run(linkBody(form));
    if (answer) route(`/dashboard/payment-links/${answer.link.link_id}`);
  };
  const set = (change: Partial<LinkForm>) => setForm({ ...form, ...change });
  return (
    <section>
      <p>
        <a href="/dashboard/payment-links">{t('links.back')}</a>
      </p>
      <h1>{t('links.createTitle')}</h1>
      <form onSubmit={(event) => void submit(event)}>
        <LinkFields form={form} set={set} fields={fields} />
        <ErrorMessage error={create.error} />
        <button type="submit" aria-busy={create.busy} disabled={create.busy}>
          {t('links.createSubmit')}
        </button>
      </form>
    </section>
  );
}

/** The form's inputs, each with its 422 messages. */
function LinkFields(props: { form: LinkForm; set: (change: Partial<LinkForm>) => void; fields: ApiError['fields'] }) {
  const { t } = useI18n();
  const { form, set, fields } = props;
  return (
    <>
      <AmountFields form={form} set={set} errors={fields.amount} />
      <Field
        label={t('links.description')}
        hint={t('links.descriptionHint')}
        value={form.description}
        onValue={(description) => set({ description })}
        maxLength={DESCRIPTION_LENGTH_MAX}
        errors={fields.description}
        required
      />
      <MethodFields form={form} set={set} errors={fields.methods} />
      <UsageFields form={form} set={set} errors={fields.max_uses} />
      <DateTimeFields
        dayLabel={t('links.expiresField')}
        timeLabel={t('links.expiresTime')}
        hint={t('links.expiresHint')}
        value={form.expiresAt}
        onValue={(expiresAt) => set({ expiresAt })}
        errors={fields.expires_at}
      />
      <Field
        label={t('links.customerName')}
        hint={t('links.customerNameHint')}
        value={form.customerName}
        onValue={(customerName) => set({ customerName })}
        autoComplete="off"
        errors={fields.customer_name}
      />
    </>
  );
}

interface PartProps {
  form: LinkForm;
  set: (change: Partial<LinkForm>) => void;
  errors?: string[];
}

/** A fixed amount, or an open amount the customer enters (the field goes away). */
function AmountFields(props: PartProps) {
  const { t } = useI18n();
  const { form, set } = props;
  return (
    <>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={form.openAmount}
          onChange={(event) => set({ openAmount: event.currentTarget.checked })}
        />
        {t('links.openAmountField')}
      </label>
      {form.openAmount ? (
        <p>
          <small>{t('links.openAmountHint', { min: LINK_AMOUNT_MIN_IDR, max: LINK_AMOUNT_MAX_IDR })}</small>
        </p>
      ) : (
        <Field
          label={t('links.amount')}
          hint={t('links.amountHint')}
          type="number"
          min={LINK_AMOUNT_MIN_IDR}
          max={LINK_AMOUNT_MAX_IDR}
          step={1}
          inputMode="numeric"
          value={form.amount}
          onValue={(amount) => set({ amount })}
          errors={props.errors}
          required
        />
      )}
    </>
  );
}

/** QRIS and a bank VA: at least one (the service says so too). */
function MethodFields(props: PartProps) {
  const { t } = useI18n();
  const { form, set } = props;
  const toggle = (method: Method, on: boolean) =>
    set({ methods: METHODS.filter((each) => (each === method ? on : form.methods.includes(each))) });
  return (
    <fieldset>
      <legend>{t('links.methods')}</legend>
      {METHODS.map((method) => (
        <label key={method}>
          <input
            type="checkbox"
            checked={form.methods.includes(method)}
            onChange={(event) => toggle(method, event.currentTarget.checked)}
          />
          {t(`links.method.${method}`)}
        </label>
      ))}
      {props.errors && <small>{props.errors.join(', ')}</small>}
    </fieldset>
  );
}

/** Single use, or reusable with an optional cap on paid payments. */
function UsageFields(props: PartProps) {
  const { t } = useI18n();
  const { form, set } = props;
  return (
    <fieldset>
      <legend>{t('links.usage')}</legend>
      <label>
        <input type="radio" name="usage" checked={!form.reusable} onChange={() => set({ reusable: false })} />
        {t('links.single')}
      </label>
      <label>
        <input type="radio" name="usage" checked={form.reusable} onChange={() => set({ reusable: true })} />
        {t('links.reusable')}
      </label>
      {form.reusable && (
        <Field
          label={t('links.maxUses')}
          hint={t('links.maxUsesHint')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={form.maxUses}
          onValue={(maxUses) => set({ maxUses })}
          errors={props.errors}
        />
      )}
    </fieldset>
  );
}
