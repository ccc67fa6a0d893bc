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

/** A page opened by its address by a member whose role it is not for (its row's `roles`). */
export function NotForRole() {
  const { t } = useI18n();
  return (
    <section>
      <h1>{t('common.notForRoleTitle')}</h1>
      <p>{t('common.notForRole')}</p>
      <a href="/dashboard/">{t('common.backHome')}</a>
    </section>
  );
}
