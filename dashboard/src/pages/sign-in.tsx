import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { answerMfa, CognitoError, finishMfaSetup, otpauthUri, signIn, startMfaSetup, type SignInResult } from '../auth';
import { TotpSecret } from '../components/TotpSecret';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Toast } from '../components/Toast';
import { useI18n, type Translate } from '../i18n';
import { useSession } from '../session';

/**
 * E-mail and password, then the authenticator code when the user turned TOTP on; or, where the pool
 * requires MFA (staging, prod) and the user has none yet, the TOTP set-up inside the sign-in
 * (Cognito's MFA_SETUP challenge): the secret and otpauth URI to add to an app, then its first code.
 */
export function SignIn() {
  const { t } = useI18n();
  const session = useSession();
  const form = useSignIn(t);
  const { query, challenge, setup, busy } = form;
  return (
    <article class="auth-card">
      <h1>{setup ? t('auth.mfaSetupTitle') : challenge ? t('auth.mfaTitle') : t('auth.signInTitle')}</h1>
      {query.signed_up && !challenge && !setup && <Toast>{t('auth.signedUp')}</Toast>}
      {session.signedOutIdle && !challenge && !setup && <Toast tone="info">{t('auth.signedOutIdle')}</Toast>}
      <form onSubmit={(event) => void form.submit(event)}>
        <SignInFields form={form} />
        <ErrorMessage error={form.error} />
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

/** A pending TOTP set-up: the secret from Cognito and the session and user name it goes with. */
type MfaSetup = { secret: string; session: string; username: string };

/**
 * The sign-in's values and step (password, MFA challenge or TOTP set-up), and its submit, which
 * sends the step's answer to Cognito and moves on to the next step or into the dashboard.
 */
function useSignIn(t: Translate) {
  const session = useSession();
  const { query } = useLocation();
  const [email, setEmail] = useState(query.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<{ session: string; username: string }>();
  const [setup, setSetup] = useState<MfaSetup>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const finish = async (result: SignInResult) => {
    if (result.kind === 'mfa') setChallenge(result);
    else if (result.kind === 'mfa-setup') {
      setCode('');
      setSetup(await startMfaSetup(session.config, result));
    } else if (result.kind === 'unsupported') setError(new Error(t('auth.unsupportedChallenge', result)));
    // Signed in: the app's shell takes the user on, to the page it came from or the overview.
    else await session.signedIn(result.tokens);
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
  return { query, email, password, code, challenge, setup, busy, error, setEmail, setPassword, setCode, submit };
}

/** The input of an authenticator's 6-digit code. */
const CODE_INPUT = { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}' } as const;

/** The step's fields: the set-up's secret and first code, the challenge's code, or e-mail and password. */
function SignInFields(props: {
  form: Pick<
    ReturnType<typeof useSignIn>,
    'setup' | 'challenge' | 'email' | 'setEmail' | 'password' | 'setPassword' | 'code' | 'setCode'
  >;
}) {
  const { t } = useI18n();
  const { form } = props;
  const { setup, code, setCode } = form;
  // One child of the form, as when this was inline there: a fragment returned at the top would have its
  // children diffed in place, and the e-mail input would be reused for the challenge's code.
  return (
    <>
      {setup ? (
        <>
          <p>{t('auth.mfaSetupIntro')}</p>
          <TotpSecret secret={setup.secret} uri={otpauthUri(form.email, setup.secret)} />
          <Field label={t('mfa.code')} value={code} onValue={setCode} {...CODE_INPUT} required />
        </>
      ) : form.challenge ? (
        <Field label={t('auth.mfaCode')} value={code} onValue={setCode} {...CODE_INPUT} required />
      ) : (
        <>
          <Field
            label={t('auth.email')}
            type="email"
            value={form.email}
            onValue={form.setEmail}
            autoComplete="email"
            required
          />
          <Field
            label={t('auth.password')}
            type="password"
            value={form.password}
            onValue={form.setPassword}
            autoComplete="current-password"
            required
          />
        </>
      )}
    </>
  );
}
