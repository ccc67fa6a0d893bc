import type { ComponentType } from 'preact';
import { useI18n } from '../i18n';
import { pageAllowed } from '../permissions';
import { useSession } from '../session';
import type { PageRow } from './index';

/**
 * A page the user's role cannot use, opened by its address: its title and a clear refusal instead of
 * a form the API would refuse (the menu does not offer it).
 */
function NotForRole(props: { page: PageRow }) {
  const { t } = useI18n();
  const { membership } = useSession();
  return (
    <section>
      <h1>{t(props.page.title)}</h1>
      <p role="alert">{t('common.notForRole', { role: membership ? t(`role.${membership.role}`) : '' })}</p>
      <a href="/dashboard/">{t('common.backHome')}</a>
    </section>
  );
}

/** The page's component for the roles of its row, the refusal for the others (every member when no roles). */
export function guardedPage(page: PageRow): ComponentType {
  const { roles, component: Page } = page;
  if (roles === undefined) return Page;
  return function RoleGuard(props: object) {
    const { membership } = useSession();
    return pageAllowed(roles, membership?.role) ? <Page {...props} /> : <NotForRole page={page} />;
  };
}
