import { useState } from 'preact/hooks';
import { associateSoftwareToken, otpauthUri, verifySoftwareToken } from '../auth';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { useI18n } from '../i18n';
import { useSession } from '../session';

/** TOTP set-up under the account menu: the secret to add to an app, then a first code to turn it on. */
export function Mfa() {
  const { t } = useI18n();
  const session = useSession();
  const [secret, setSecret] = useState<string>();
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
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
  const tokens = session.tokens;
  if (!tokens) return null;
  const uri = secret ? otpauthUri(session.me?.user.email ?? '', secret) : '';
  return (
    <section>
      <h1>{t('mfa.title')}</h1>
      {done ? (
        <p role="status">{t('mfa.done')}</p>
      ) : (
        <>
          <p>{t('mfa.intro')}</p>
          {!secret && (
            <button
              type="button"
              aria-busy={busy}
              disabled={busy}
              onClick={() => attempt(async () => setSecret(await associateSoftwareToken(session.config, tokens)))}
            >
              {t('mfa.start')}
            </button>
          )}
          {secret && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void attempt(async () => {
                  await verifySoftwareToken(session.config, tokens, code);
                  setDone(true);
                });
              }}
            >
              <dl>
                <dt>{t('mfa.secret')}</dt>
                <dd>
                  <code class="secret">{secret}</code> <CopyButton text={secret} />
                </dd>
                <dt>{t('mfa.uri')}</dt>
                <dd>
                  <code class="secret">{uri}</code> <CopyButton text={uri} />
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
              <button type="submit" aria-busy={busy} disabled={busy}>
                {t('mfa.verify')}
              </button>
            </form>
          )}
          <ErrorMessage error={error} />
        </>
      )}
    </section>
  );
}
