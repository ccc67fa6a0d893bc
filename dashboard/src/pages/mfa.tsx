import { useState } from 'preact/hooks';
import { associateSoftwareToken, otpauthUri, verifySoftwareToken } from '../auth';
import { TotpSecret } from '../components/TotpSecret';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Toast } from '../components/Toast';
import { useI18n } from '../i18n';
import { useSession } from '../session';

/** TOTP set-up under the account menu: the secret to add to an app, then a first code to turn it on. */
export function Mfa() {
  const { t } = useI18n();
  const session = useSession();
  const [secret, setSecret] = useState<string>();
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, attempt } = useAttempt();
  const tokens = session.tokens;
  if (!tokens) return null;
  const uri = secret ? otpauthUri(session.me?.user.email ?? '', secret) : '';
  const verify = () =>
    void attempt(async () => {
      await verifySoftwareToken(session.config, tokens, code);
      setDone(true);
    });
  return (
    <section>
      <h1>{t('mfa.title')}</h1>
      {done ? (
        <Toast>{t('mfa.done')}</Toast>
      ) : (
        <>
          <p>{t('mfa.intro')}</p>
          {!secret && (
            <button
              type="button"
              aria-busy={busy}
              disabled={busy}
              onClick={() => void attempt(async () => setSecret(await associateSoftwareToken(session.config, tokens)))}
            >
              {t('mfa.start')}
            </button>
          )}
          {secret && (
            <MfaVerifyForm secret={secret} uri={uri} code={code} onCode={setCode} busy={busy} onVerify={verify} />
          )}
          <ErrorMessage error={error} />
        </>
      )}
    </section>
  );
}

/** Runs one step against the user pool: busy while it runs, then the error it failed with (if any). */
function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const attempt = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, attempt };
}

/** The secret and its otpauth URI (each with a copy button), then the first code that turns TOTP on. */
function MfaVerifyForm(props: {
  secret: string;
  uri: string;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onVerify: () => void;
}) {
  const { t } = useI18n();
  const { secret, uri, busy } = props;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onVerify();
      }}
    >
      <TotpSecret secret={secret} uri={uri} />
      <Field
        label={t('mfa.code')}
        value={props.code}
        onValue={props.onCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        required
      />
      <button type="submit" aria-busy={busy} disabled={busy}>
        {t('mfa.verify')}
      </button>
    </form>
  );
}
