import { useState } from 'preact/hooks';
import { useI18n } from '../i18n';

/** Copies a text (a secret, a URI) to the clipboard and says so. */
export function CopyButton(props: { text: string; label?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(props.text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <button type="button" class="secondary outline" onClick={copy} aria-live="polite">
      {copied ? t('common.copied') : (props.label ?? t('common.copy'))}
    </button>
  );
}
