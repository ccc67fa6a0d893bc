import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n';

export type ToastTone = 'success' | 'info' | 'danger';

const ICONS: Record<ToastTone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 8h.01M11 12h1v5h1',
  danger: 'M12 7v6m0 4h.01',
};

/**
 * An action's outcome, said once to assistive tech (role="status", polite) and shown in its colour
 * with an icon, until the user dismisses it or the outcome changes (`children` differ). It stays in
 * the page's flow where the action was taken, so it never covers a control.
 */
export function Toast(props: { tone?: ToastTone; class?: string; children: ComponentChildren }) {
  const { t } = useI18n();
  const tone = props.tone ?? 'success';
  const [dismissed, setDismissed] = useState(false);
  // A new text is a new outcome: shown again after a dismissed one.
  useEffect(() => setDismissed(false), [typeof props.children === 'string' ? props.children : undefined]);
  if (dismissed) return null;
  return (
    <div role="status" aria-live="polite" class={`toast toast-${tone}${props.class ? ` ${props.class}` : ''}`}>
      <svg class="toast-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" />
        <path d={ICONS[tone]} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      </svg>
      <div class="toast-body">{props.children}</div>
      <button type="button" class="toast-close" aria-label={t('common.dismiss')} onClick={() => setDismissed(true)}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
      </button>
    </div>
  );
}
