import { useI18n } from '../i18n';

/** The product's mark (an "M" on a rounded indigo square) and its name, in the sidebar and the top bar. */
export function Brand() {
  const { t } = useI18n();
  return (
    <span class="brand">
      <svg class="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M8 23V9.5l8 8.5 8-8.5V23" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" />
        <circle cx="24" cy="23" r="2.2" fill="#a5b4fc" />
      </svg>
      <span class="brand-name">{t('app.title')}</span>
    </span>
  );
}
