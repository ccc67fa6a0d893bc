import { useI18n, type MessageKey } from '../i18n';

/** The placeholder of a page not built yet (the route table names its title). */
export function comingPage(title: MessageKey) {
  return function Coming() {
    const { t } = useI18n();
    return (
      <section>
        <h1>{t(title)}</h1>
        <p>{t('common.coming')}</p>
      </section>
    );
  };
}
