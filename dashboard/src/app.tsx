import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorBoundary, LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { loadConfig, type DashboardConfig } from './config';
import { Brand } from './components/Brand';
import { CopyButton } from './components/CopyButton';
import { ErrorMessage } from './components/ErrorMessage';
import { Loading } from './components/Loading';
import type { Lang } from './format';
import { I18nContext, LANGS, storeLang, storedLang, translator, useI18n } from './i18n';
import { Invitations } from './components/Invitations';
import { CreateMerchant } from './pages/create-merchant';
import { PAGES } from './pages';
import { NotFound } from './pages/not-found';
import { guardedPage } from './pages/not-for-role';
import { pageAllowed } from './permissions';
import { SignIn } from './pages/sign-in';
import { SignUp } from './pages/sign-up';
import { SessionProvider, useSession, type Membership, type Role } from './session';

const PUBLIC_PATHS = ['/dashboard/sign-in', '/dashboard/sign-up'];

/** Each page as routed: a role its row does not list gets the refusal, not the page (pages/not-for-role.tsx). */
const GUARDED_PAGES = PAGES.map((page) => ({ path: page.path, component: guardedPage(page) }));

/** The config first, then the language and the session around the router. */
export function App() {
  const [lang, setLangState] = useState<Lang>(storedLang);
  const [config, setConfig] = useState<DashboardConfig>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    document.documentElement.lang = lang;
    loadConfig().then(setConfig, setError);
  }, []);
  const i18n = {
    lang,
    t: translator(lang),
    setLang(next: Lang) {
      storeLang(next);
      setLangState(next);
    },
  };
  return (
    <I18nContext.Provider value={i18n}>
      {config?.environment === 'sandbox' && <SandboxBand otherUrl={config.other_environment_url ?? undefined} />}
      {config ? (
        <SessionProvider config={config}>
          <LocationProvider>
            <ErrorBoundary>
              <Shell />
            </ErrorBoundary>
          </LocationProvider>
        </SessionProvider>
      ) : (
        <main class="container">{error ? <ErrorMessage error={error} /> : <Loading />}</main>
      )}
    </I18nContext.Provider>
  );
}

/** The sandbox's mark on every page: simulated money, its own keys, and the live dashboard when there is one. */
function SandboxBand(props: { otherUrl?: string }) {
  const { t } = useI18n();
  return (
    <aside class="environment-band" aria-label={t('env.sandbox')}>
      <strong>{t('env.sandbox')}</strong> <span>{t('env.sandboxNote')}</span>
      {props.otherUrl && (
        <>
          {' '}
          <a href={props.otherUrl}>{t('env.goLive')}</a>
        </>
      )}
    </aside>
  );
}

/**
 * Which part of the app the user may see: sign-in pages, "create your merchant", or the member pages.
 * Tokens live in memory only, so an address opened or reloaded signs in first and then shows the page
 * that was asked for.
 */
function Shell() {
  const session = useSession();
  const { path, url, route } = useLocation();
  const isPublic = PUBLIC_PATHS.includes(path);
  const signedIn = session.tokens !== undefined;
  const wanted = useRef<string>();
  useEffect(() => {
    if (!signedIn && !isPublic) {
      wanted.current = url;
      route('/dashboard/sign-in', true);
    }
    if (signedIn && isPublic) {
      route(wanted.current ?? '/dashboard/', true);
      wanted.current = undefined;
    }
  }, [signedIn, isPublic]);

  if (!signedIn || isPublic)
    return (
      <Frame>
        <Router>
          <Route path="/dashboard/sign-in" component={SignIn} />
          <Route path="/dashboard/sign-up" component={SignUp} />
          <Route default component={Loading} />
        </Router>
      </Frame>
    );
  if (!session.me) return <Frame>{session.loading ? <Loading /> : <LoadFailed />}</Frame>;
  if (!session.membership)
    return (
      <Frame>
        <Invitations first />
        <CreateMerchant />
      </Frame>
    );
  return (
    <Frame nav>
      <Router>
        {GUARDED_PAGES.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route default component={NotFound} />
      </Router>
      {path === '/dashboard' && <Invitations />}
    </Frame>
  );
}

function LoadFailed() {
  const { t } = useI18n();
  const session = useSession();
  return (
    <div role="alert">
      <p>{t('app.loadFailed')}</p>
      <button type="button" onClick={() => void session.reload().catch(() => undefined)}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The shell (styles/shell.css): the top bar (brand, merchant, role, language, account menu), the
 * sidebar with the brand and the main menu when a member (a drawer under a "Menu" button on a phone),
 * and the page.
 */
function Frame(props: { nav?: boolean; children: preact.ComponentChildren }) {
  const { t } = useI18n();
  return (
    <>
      <a class="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <div class={props.nav ? 'shell shell-nav' : 'shell'}>
        <Header />
        {props.nav && <MainMenu />}
        <main id="main" class="content" tabIndex={-1}>
          {props.children}
        </main>
      </div>
    </>
  );
}

/** The header: the title, the merchant chooser and the merchant, the language and the account menu. */
function Header() {
  const { t } = useI18n();
  const session = useSession();
  const { route, path } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // The account menu closes when its link has taken the user to another page.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [path]);
  return (
    <header class="topbar">
      <nav aria-label={t('app.account')}>
        <ul>
          <li>
            <Brand />
          </li>
          {session.me && session.me.memberships.length > 1 && (
            <MerchantChoice
              memberships={session.me.memberships}
              merchantId={session.membership?.merchant_id}
              onChoose={(merchantId) => void session.chooseMerchant(merchantId).catch(() => undefined)}
            />
          )}
          {session.merchant && session.membership && (
            <MerchantName name={session.merchant.business_name} role={session.membership.role} />
          )}
        </ul>
        <ul>
          <LanguageChoice />
          {session.tokens && (
            <AccountMenu
              menu={menu}
              summary={session.me?.user.email ?? t('app.account')}
              mfa={session.membership !== undefined}
              merchantId={session.membership?.merchant_id}
              onSignOut={() => {
                session.signOut();
                route('/dashboard/sign-in');
              }}
            />
          )}
        </ul>
      </nav>
    </header>
  );
}

/** The merchant chooser of a user with more than one membership: each merchant with the user's role on it. */
function MerchantChoice(props: {
  memberships: Membership[];
  merchantId: string | undefined;
  onChoose: (merchantId: string) => void;
}) {
  const { t } = useI18n();
  return (
    <li>
      <label class="lang">
        <span>{t('app.merchant')}</span>
        <select value={props.merchantId} onChange={(event) => props.onChoose(event.currentTarget.value)}>
          {props.memberships.map((membership) => (
            <option key={membership.merchant_id} value={membership.merchant_id}>
              {membership.merchant_id} ({t(`role.${membership.role}`)})
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

/** The merchant acted on: its business name and the user's role on it. */
function MerchantName(props: { name: string; role: Role }) {
  const { t } = useI18n();
  return (
    <li class="merchant">
      <span>{props.name}</span> <small>{t('app.role', { role: t(`role.${props.role}`) })}</small>
    </li>
  );
}

/** The language chooser of the header. */
function LanguageChoice() {
  const { t, lang, setLang } = useI18n();
  return (
    <li>
      <label class="lang">
        <span>{t('app.language')}</span>
        <select value={lang} onChange={(event) => setLang(event.currentTarget.value as Lang)}>
          {LANGS.map((code) => (
            <option key={code} value={code}>
              {code === 'id' ? 'Bahasa Indonesia' : 'English'}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

/**
 * The account menu of a signed-in user: the merchant id acted on with a copy button (finance and
 * support ask for it), MFA (when a member) and sign out.
 */
function AccountMenu(props: {
  menu: Ref<HTMLDetailsElement>;
  summary: string;
  mfa: boolean;
  merchantId?: string;
  onSignOut: () => void;
}) {
  const { t } = useI18n();
  return (
    <li>
      <details class="dropdown" ref={props.menu}>
        <summary>{props.summary}</summary>
        <ul dir="rtl">
          {props.merchantId && (
            <li dir="ltr" class="merchant-id">
              <small>{t('app.merchantId')}</small> <code>{props.merchantId}</code>{' '}
              <CopyButton text={props.merchantId} label={t('app.copyMerchantId')} />
            </li>
          )}
          {props.mfa && (
            <li dir="ltr">
              <a href="/dashboard/account/mfa">{t('nav.mfa')}</a>
            </li>
          )}
          <li dir="ltr">
            <button type="button" class="secondary" onClick={props.onSignOut}>
              {t('app.signOut')}
            </button>
          </li>
        </ul>
      </details>
    </li>
  );
}

/**
 * The main menu: a side column on a wide screen; on a phone a "Menu" button naming the page shown,
 * which opens the list (and closes once a page is chosen), so the page's content starts near the top.
 */
function MainMenu() {
  const { t } = useI18n();
  const { membership } = useSession();
  const { path } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [path]);
  const visible = PAGES.filter((page) => page.nav !== false && pageAllowed(page.roles, membership?.role));
  const current = visible.find((page) => page.path === path);
  return (
    <aside class={open ? 'sidebar open' : 'sidebar'}>
      <Brand />
      <button
        type="button"
        class="menu-toggle secondary outline"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen(!open)}
      >
        {current ? t('nav.menuAt', { page: t(current.title) }) : t('nav.menu')}
      </button>
      <nav id="main-menu" aria-label={t('nav.main')}>
        <ul>
          {visible.map((page) => (
            <li key={page.path}>
              <a href={page.path} aria-current={path === page.path ? 'page' : undefined}>
                {t(page.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
