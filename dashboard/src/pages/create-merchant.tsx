import { useState } from 'preact/hooks';
import { unwrap, ApiError } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { useAction } from '../hooks';
import { useI18n } from '../i18n';
import { useSession } from '../session';

/** The first step of a user without a membership: create a merchant and become its owner. */
export function CreateMerchant() {
  const { t } = useI18n();
  const session = useSession();
  const [name, setName] = useState('');
  const create = useAction((api, business_name: string) =>
    unwrap(api.POST('/dashboard/v1/merchants', { body: { business_name } })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    // A failed reload shows on the session's own page (as the other reloads), not as an unhandled rejection.
    if (await create.run(name.trim())) await session.reload().catch(() => undefined);
  };
  const fieldErrors = create.error instanceof ApiError ? create.error.fields.business_name : undefined;
  return (
    <article class="auth-card">
      <h1>{t('onboarding.createTitle')}</h1>
      <p>{t('onboarding.createIntro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <Field
          label={t('onboarding.businessName')}
          value={name}
          onValue={setName}
          autoComplete="organization"
          maxLength={100}
          errors={fieldErrors}
          required
        />
        <ErrorMessage error={create.error} />
        <button type="submit" aria-busy={create.busy} disabled={create.busy}>
          {t('onboarding.create')}
        </button>
      </form>
      <p>
        <small>{t('onboarding.invitedHint')}</small>
      </p>
    </article>
  );
}
