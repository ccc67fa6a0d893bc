import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { answerMfa, CognitoError, finishMfaSetup, otpauthUri, signIn, startMfaSetup, type SignInResult } from '../auth';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { useI18n } from '../i18n';
import { useSession } from '../session';

/**
 * E-mail and password, then the authenticator code when the user turned TOTP on; or, where the pool
 * requires MFA (staging, prod) and the user has none yet, the TOTP set-up inside the sign-in
 * (Cognito's MFA_SETUP challenge): the secret and otpauth URI to add to an app, then its first code.
 */
export function SignIn() {
  const { t } = useI18n();
  const session = useSession();
  const { route, query } = useLocation();
  const [email, setEmail] = useState(query.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<{ session: string; username: string }>();
  const [setup, setSetup] = useState<{ secret: string; session: string; username: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const finish = async (result: SignInResult) => {
    if (result.kind === 'mfa') setChallenge(result);
    else if (result.kind === 'mfa-setup') {
      setCode('');
      setSetup(await startMfaSetup(session.config, result));
    } else if (result.kind === 'unsupported') setError(new Error(t('auth.unsupportedChallenge', result)));
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
        setup
          ? await finishMfaSetup(session.config, setup, code)
          : challenge
            ? await answerMfa(session.config, challenge, code)
            : await signIn(session.config, email, password),
      );
    } catch (caught) {
      // The challenge's Session lives 3 minutes: once Cognito refuses it, the password is needed again.
      if ((setup || challenge) && caught instanceof CognitoError && caught.code === 'NotAuthorizedException') {
        setSetup(undefined);
        setChallenge(undefined);
        setCode('');
        setError(new Error(t('auth.sessionExpired')));
      } else setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article class="auth-card">
      <h1>{setup ? t('auth.mfaSetupTitle') : challenge ? t('auth.mfaTitle') : t('auth.signInTitle')}</h1>
      {query.signed_up && !challenge && !setup && <p role="status">{t('auth.signedUp')}</p>}
      <form onSubmit={submit}>
        {setup ? (
          <>
            <p>{t('auth.mfaSetupIntro')}</p>
            <dl>
              <dt>{t('mfa.secret')}</dt>
              <dd>
                <code class="secret">{setup.secret}</code> <CopyButton text={setup.secret} />
              </dd>
              <dt>{t('mfa.uri')}</dt>
              <dd>
                <code class="secret">{otpauthUri(email, setup.secret)}</code>{' '}
                <CopyButton text={otpauthUri(email, setup.secret)} />
              </dd>
            </dl>
            <Field
              label={t('mfa.code')}
              value={code}
              onValue={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
            />
          </>
        ) : challenge ? (
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
          {setup ? t('mfa.verify') : challenge ? t('auth.mfaVerify') : t('auth.signIn')}
        </button>
      </form>
      {!challenge && !setup && (
        <p>
          {t('auth.noAccount')} <a href="/dashboard/sign-up">{t('auth.signUp')}</a>
        </p>
      )}
    </article>
  );
}
