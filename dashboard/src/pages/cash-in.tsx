import { useState } from 'preact/hooks';
import { EWALLET_PRODUCTS } from '../destinations';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { ChoiceField } from '../components/ChoiceField';
import { CopyButton } from '../components/CopyButton';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Loading } from '../components/Loading';
import { useAction, useApi } from '../hooks';
import { isMessageKey, useI18n } from '../i18n';

interface Created {
  partnerReff: string;
  referenceNumber: string;
  expiresAt: string;
  amount: number;
  totalFee: number;
  netAmount: number;
}

/** After a 403 kyc_required: the way to the KYC page, so the message is not a dead end. */
export function KycLink(props: { error: unknown }) {
  const { t } = useI18n();
  if (!(props.error instanceof ApiError) || props.error.code !== 'kyc_required') return null;
  return (
    <p>
      <a href="/dashboard/onboarding">{t('nav.onboarding')}</a>
    </p>
  );
}

const PRODUCT_CHOICES = EWALLET_PRODUCTS.map((product) => ({ value: product.code, label: product.name }));

/**
 * E-wallet cash-in: the request form, then the 12-digit reference number the merchant gives the
 * customer (with a copy button), its expiry in WIB and its status, checked again on demand (the
 * customer approves in the wallet app, so the page cannot know when without asking).
 */
export function CashIn() {
  const { t } = useI18n();
  const [created, setCreated] = useState<Created>();
  return (
    <section>
      <h1>{t('nav.cashin')}</h1>
      <p>{t('cashin.intro')}</p>
      {created ? (
        <CashInResult created={created} onAnother={() => setCreated(undefined)} />
      ) : (
        <CashInForm onCreated={setCreated} />
      )}
    </section>
  );
}

function CashInForm(props: { onCreated: (created: Created) => void }) {
  const { t } = useI18n();
  const form = useCashInForm(props.onCreated);
  const { create } = form;
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  return (
    <form onSubmit={(event) => void form.submit(event)}>
      <CashInFields form={form} fields={fields} />
      <ErrorMessage error={create.error} />
      <KycLink error={create.error} />
      <button type="submit" aria-busy={create.busy} disabled={create.busy}>
        {t('cashin.create')}
      </button>
    </form>
  );
}

/** The cash-in form's values and its request: sends it, then hands the created reference on. */
function useCashInForm(onCreated: (created: Created) => void) {
  const [amount, setAmount] = useState('');
  const [product, setProduct] = useState(PRODUCT_CHOICES[0]!.value);
  const [phone, setPhone] = useState('');
  const [description, setDescription] = useState('');
  const create = useAction(
    (api, body: { amount: number; product_code: string; phone_number: string; description?: string }) =>
      unwrap(api.POST('/dashboard/v1/ewallet-cashin', { body })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await create.run({
      amount: Number(amount),
      product_code: product,
      phone_number: phone.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
    });
    if (answer)
      onCreated({
        partnerReff: answer.transaction.partner_reff,
        referenceNumber: answer.transaction.reference_number,
        expiresAt: answer.transaction.expires_at,
        amount: Number(amount),
        totalFee: answer.fees.total_fee,
        netAmount: answer.fees.net_amount,
      });
  };
  return { amount, setAmount, product, setProduct, phone, setPhone, description, setDescription, create, submit };
}

/** The cash-in form's inputs: amount, e-wallet, phone number and description, with their 422 messages. */
function CashInFields(props: { form: ReturnType<typeof useCashInForm>; fields: ApiError['fields'] }) {
  const { t } = useI18n();
  const { form, fields } = props;
  return (
    <>
      <Field
        label={t('cashin.amount')}
        hint={t('cashin.amountHint')}
        value={form.amount}
        onValue={form.setAmount}
        type="number"
        min={10000}
        max={5000000}
        step={1}
        inputMode="numeric"
        errors={fields.amount}
        required
      />
      <ChoiceField
        label={t('cashin.product')}
        value={form.product}
        onValue={form.setProduct}
        choices={PRODUCT_CHOICES}
        errors={fields.product_code}
        required
      />
      <Field
        label={t('cashin.phone')}
        hint={t('cashin.phoneHint')}
        value={form.phone}
        onValue={form.setPhone}
        type="tel"
        autoComplete="off"
        errors={fields.phone_number}
        required
      />
      <Field
        label={t('cashin.description')}
        value={form.description}
        onValue={form.setDescription}
        maxLength={255}
        errors={fields.description}
      />
    </>
  );
}

function CashInResult(props: { created: Created; onAnother: () => void }) {
  const { t } = useI18n();
  const { created } = props;
  const status = useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/transactions/{partner_reff}', {
          params: { path: { partner_reff: created.partnerReff } },
        }),
      ),
    [created.partnerReff],
  );
  return (
    <article aria-labelledby="cashin-result">
      <h2 id="cashin-result">{t('cashin.resultTitle')}</h2>
      <p>{t('cashin.reference')}</p>
      <p class="reference-number">
        <strong>{created.referenceNumber}</strong>
      </p>
      <p>
        <small>{t('cashin.referenceHint')}</small>
      </p>
      <CopyButton text={created.referenceNumber} label={t('cashin.copyReference')} />
      <CashInFacts created={created} loading={status.loading} current={status.data?.transaction.status} />
      <ErrorMessage error={status.error} />
      <div class="actions">
        <button type="button" onClick={status.reload} disabled={status.loading}>
          {t('cashin.refresh')}
        </button>
        <button type="button" class="secondary outline" onClick={props.onAnother}>
          {t('cashin.another')}
        </button>
      </div>
    </article>
  );
}

/** The created cash-in's expiry, amount, fee, net amount and current status (polite live region). */
function CashInFacts(props: { created: Created; loading: boolean; current: string | undefined }) {
  const { t } = useI18n();
  const { created, current } = props;
  const statusKey = `cashin.status.${current}`;
  return (
    <dl class="facts">
      <dt>{t('cashin.expires')}</dt>
      <dd>
        <DateTime value={created.expiresAt} />
      </dd>
      <dt>{t('cashin.amount')}</dt>
      <dd>
        <Amount value={created.amount} />
      </dd>
      <dt>{t('cashin.fee')}</dt>
      <dd>
        <Amount value={created.totalFee} />
      </dd>
      <dt>{t('cashin.net')}</dt>
      <dd>
        <Amount value={created.netAmount} />
      </dd>
      <dt>{t('cashin.status')}</dt>
      <dd aria-live="polite">
        {props.loading ? (
          <Loading />
        ) : current === undefined ? null : (
          <strong>{isMessageKey(statusKey) ? t(statusKey) : t('cashin.status.other', { status: current })}</strong>
        )}
      </dd>
    </dl>
  );
}
