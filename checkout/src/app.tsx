import { useEffect, useState } from 'preact/hooks';
import { ApiError, createPayment, getLink, linkIdOfPath, type Payment, type PublicLink } from './api';
import { initialLang, MESSAGES, rememberLang, rupiah, type Lang, type Messages } from './i18n';
import { PayForm, type PayChoice } from './pay-form';
import { PaymentView } from './payment';
import { Loading, Notice } from './screens';
import { useWords, Words } from './t';

type Loaded = { state: 'loading' } | { state: 'ready'; link: PublicLink } | { state: 'failed'; code: string };

const CLOSED_BY_ERROR: Record<string, PublicLink['status']> = {
  link_inactive: 'inactive',
  link_expired: 'expired',
  link_completed: 'completed',
};

function LanguageSwitch(props: { lang: Lang; onChange: (lang: Lang) => void }) {
  const t = useWords();
  return (
    <div class="lang" role="group" aria-label={t.language}>
      {(['id', 'en'] as const).map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={props.lang === lang}
          onClick={() => props.onChange(lang)}
        >
          {lang === 'id' ? 'Bahasa Indonesia' : 'English'}
        </button>
      ))}
    </div>
  );
}

/** A link that takes no payment (or none found): why, and nothing to pay. */
function closedNotice(t: Messages, status: PublicLink['status'] | 'not_found' | 'error') {
  const screens = {
    inactive: [t.inactiveTitle, t.inactiveText],
    expired: [t.expiredTitle, t.expiredText],
    completed: [t.completedTitle, t.completedText],
    not_found: [t.notFoundTitle, t.notFoundText],
    error: [t.errorTitle, t.errorText],
  } as const;
  if (status === 'active') return undefined;
  const [title, text] = screens[status];
  return <Notice tone={status === 'completed' ? 'ok' : 'error'} title={title} text={text} />;
}

/** The link's terms, then its payment: the form until a payment is made, the payment until it ends. */
function Checkout(props: { link: PublicLink; onClosed: (status: PublicLink['status']) => void }) {
  const t = useWords();
  const { link } = props;
  const [payment, setPayment] = useState<Payment | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const pay = (choice: PayChoice) => {
    setBusy(true);
    setProblem('');
    createPayment(link.link_id, choice)
      .then(setPayment, (error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'network';
        const closed = CLOSED_BY_ERROR[code];
        if (closed !== undefined) props.onClosed(closed);
        else setProblem(code === 'rate_limited' ? t.rateLimited : t.errorText);
      })
      .finally(() => setBusy(false));
  };
  if (payment !== undefined)
    return <PaymentView link={link} initial={payment} onRestart={() => setPayment(undefined)} />;
  return (
    <section aria-labelledby="description">
      <h1 id="description">{link.description}</h1>
      {link.amount !== null && <p class="amount">{rupiah(link.amount)}</p>}
      {problem !== '' && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
      <PayForm link={link} busy={busy} onPay={pay} />
    </section>
  );
}

function useLink(linkId: string): [Loaded, (loaded: Loaded) => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    getLink(linkId).then(
      (link) => setLoaded({ state: 'ready', link }),
      (error: unknown) => setLoaded({ state: 'failed', code: error instanceof ApiError ? error.code : 'network' }),
    );
  }, [linkId]);
  return [loaded, setLoaded];
}

function Body(props: { loaded: Loaded; onClosed: (status: PublicLink['status']) => void }) {
  const t = useWords();
  const { loaded } = props;
  if (loaded.state === 'loading') return <Loading text={t.loading} />;
  if (loaded.state === 'failed') return closedNotice(t, loaded.code === 'not_found' ? 'not_found' : 'error');
  return closedNotice(t, loaded.link.status) ?? <Checkout link={loaded.link} onClosed={props.onClosed} />;
}

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [loaded, setLoaded] = useLink(linkIdOfPath(location.pathname));
  const t = MESSAGES[lang];
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = loaded.state === 'ready' ? `${t.title}: ${loaded.link.merchant_name}` : t.title;
  }, [lang, loaded, t]);
  const onClosed = (status: PublicLink['status']) =>
    loaded.state === 'ready' && setLoaded({ state: 'ready', link: { ...loaded.link, status } });
  return (
    <Words.Provider value={t}>
      <header>
        <p class="merchant">
          {loaded.state === 'ready' && (
            <>
              <small>{t.payTo}</small> <strong>{loaded.link.merchant_name}</strong>
            </>
          )}
        </p>
        <LanguageSwitch
          lang={lang}
          onChange={(chosen) => {
            rememberLang(chosen);
            setLang(chosen);
          }}
        />
      </header>
      <main>
        <Body loaded={loaded} onClosed={onClosed} />
      </main>
    </Words.Provider>
  );
}
