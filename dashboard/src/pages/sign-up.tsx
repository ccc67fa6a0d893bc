import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { signUp } from '../auth';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { useI18n } from '../i18n';
import { useSession } from '../session';

/**
 * A new account (e-mail as user name). Locally the pool confirms it at once; in AWS the pool mails
 * a code first (its confirmation page is not built yet).
 */
export function SignUp() {
  const { t } = useI18n();
  const { email, setEmail, password, setPassword, busy, error, submit } = useSignUp();
  return (
    <article class="auth-card">
      <h1>{t('auth.signUpTitle')}</h1>
      <form onSubmit={(event) => void submit(event)}>
        <Field label={t('auth.email')} type="email" value={email} onValue={setEmail} autoComplete="email" required />
        <Field
          label={t('auth.password')}
          type="password"
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
          minLength={8}
          hint={t('auth.passwordHint')}
          required
        />
        <ErrorMessage error={error} />
        <button type="submit" aria-busy={busy} disabled={busy}>
          {t('auth.signUp')}
        </button>
      </form>
      <p>
        {t('auth.haveAccount')} <a href="/dashboard/sign-in">{t('auth.signIn')}</a>
      </p>
    </article>
  );
}

/** The sign-up form's values and its submit, which creates the account and goes on to the sign-in page. */
function useSignUp() {
  const { config } = useSession();
  const { route } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await signUp(config, email, password);
      route(`/dashboard/sign-in?signed_up=1&email=${encodeURIComponent(email)}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, password, setPassword, busy, error, submit };
}
