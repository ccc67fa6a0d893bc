import { useI18n } from '../i18n';

/** A busy region (Pico's aria-busy spinner) with a readable text. */
export function Loading() {
  const { t } = useI18n();
  return (
    <p aria-busy="true" class="loading">
      {t('common.loading')}
    </p>
  );
}
