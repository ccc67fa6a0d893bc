import { useI18n } from '../i18n';

export function NotFound() {
  const { t } = useI18n();
  return (
    <section>
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFound')}</p>
      <a href="/dashboard/">{t('common.backHome')}</a>
    </section>
  );
}
