import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { answerMfa, signIn, type SignInResult } from '../auth';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { useI18n } from '../i18n';
import { useSession } from '../session';

/** E-mail and password, then the authenticator code when the user turned TOTP on. */
export function SignIn() {
  const { t } = useI18n();
  const session = useSession();
  const { route, query } = useLocation();
  const [email, setEmail] = useState(query.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<{ session: string; username: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const finish = async (result: SignInResult) => {
    if (result.kind === 'mfa') setChallenge(result);
    else if (result.kind === 'unsupported') setError(new Error(t('auth.unsupportedChallenge', result)));
    else {
      await session.signedIn(result.tokens);
      route('/dashboard/');
    }
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await finish(
        challenge ? await answerMfa(session.config, challenge, code) : await signIn(session.config, email, password),
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article class="auth-card">
      <h1>{challenge ? t('auth.mfaTitle') : t('auth.signInTitle')}</h1>
      {query.signed_up && !challenge && <p role="status">{t('auth.signedUp')}</p>}
      <form onSubmit={submit}>
        {challenge ? (
          <Field
            label={t('auth.mfaCode')}
            value={code}
            onValue={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
          />
        ) : (
          <>
            <Field
              label={t('auth.email')}
              type="email"
              value={email}
              onValue={setEmail}
              autoComplete="email"
              required
            />
            <Field
              label={t('auth.password')}
              type="password"
              value={password}
              onValue={setPassword}
              autoComplete="current-password"
              required
            />
          </>
        )}
        <ErrorMessage error={error} />
        <button type="submit" aria-busy={busy} disabled={busy}>
          {challenge ? t('auth.mfaVerify') : t('auth.signIn')}
        </button>
      </form>
      {!challenge && (
        <p>
          {t('auth.noAccount')} <a href="/dashboard/sign-up">{t('auth.signUp')}</a>
        </p>
      )}
    </article>
  );
}
