import { useI18n } from '../i18n';
import { CopyButton } from './CopyButton';

/**
 * A TOTP secret to add to an authenticator app, as the bare secret and as its otpauth URI, each with a
 * copy button: the sign-in's set-up step and the MFA page show the same list.
 */
export function TotpSecret(props: { secret: string; uri: string }) {
  const { t } = useI18n();
  const { secret, uri } = props;
  return (
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
  );
}
