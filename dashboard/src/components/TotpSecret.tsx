import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n';
import { CopyButton } from './CopyButton';

/**
 * The otpauth URI as a QR code an authenticator app scans, drawn in the browser (the secret never
 * leaves it): `qrcode` is loaded on demand, so it is a chunk of its own and not in the first page.
 * Undefined until it is drawn, or when it cannot be (the secret and URI below still work).
 */
function useQrSvg(text: string): string | undefined {
  const [svg, setSvg] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setSvg(undefined);
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  return svg;
}

/**
 * A TOTP secret to add to an authenticator app: a QR code of its otpauth URI to scan, and the bare
 * secret and the URI, each with a copy button, for an app on the same phone: the sign-in's set-up
 * step and the MFA page show the same list.
 */
export function TotpSecret(props: { secret: string; uri: string }) {
  const { t } = useI18n();
  const { secret, uri } = props;
  const svg = useQrSvg(uri);
  return (
    <dl>
      <dt>{t('mfa.qr')}</dt>
      <dd>
        {svg === undefined ? (
          <span class="hint">{t('mfa.qrDrawing')}</span>
        ) : (
          <img
            class="totp-qr"
            width={192}
            height={192}
            alt={t('mfa.qrAlt')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          />
        )}
      </dd>
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
