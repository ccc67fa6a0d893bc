import type { ComponentChildren } from 'preact';
import { useI18n } from '../i18n';

/** What an empty list says, in a dashed card with an icon; pass children for a page's own text and next step. */
export function Empty(props: { children?: ComponentChildren }) {
  const { t } = useI18n();
  return (
    <div class="empty">
      <svg class="empty-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="6" y="9" width="28" height="24" rx="4" fill="none" stroke="currentColor" stroke-width="2" />
        <path d="M6 21h8l2 4h8l2-4h8" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
      </svg>
      <p>{props.children ?? t('common.empty')}</p>
    </div>
  );
}
