import { unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { useApi } from '../hooks';
import { useI18n, type MessageKey } from '../i18n';
import { useHasRole, useSession } from '../session';
import { PaymentsChart } from './overview-chart';

const BUCKETS: { field: 'available' | 'held' | 'pending_settlement'; label: MessageKey; hint: MessageKey }[] = [
  { field: 'available', label: 'overview.available', hint: 'overview.availableHint' },
  { field: 'held', label: 'overview.held', hint: 'overview.heldHint' },
  { field: 'pending_settlement', label: 'overview.pending', hint: 'overview.pendingHint' },
];

/**
 * Until the merchant is verified almost nothing else works (clients, payouts): say so first, with the
 * way there. In the sandbox keys come first (KeysCallToAction) and KYC is what live will need.
 */
function VerifyCallToAction(props: { rejected: boolean; sandbox: boolean }) {
  const { t } = useI18n();
  const text = props.sandbox ? 'kycPage.ctaTextSandbox' : 'kycPage.ctaText';
  return (
    <article class="kyc-cta" aria-labelledby="kyc-cta-title">
      <h2 id="kyc-cta-title">{t('kycPage.ctaTitle')}</h2>
      <p>{t(props.rejected ? 'kycPage.ctaRejected' : text)}</p>
      <a href="/dashboard/onboarding" role="button">
        {t('kycPage.ctaLink')}
      </a>
    </article>
  );
}

/** The sandbox's first step (DESIGN 18): an API key at once, before any verification. */
function KeysCallToAction() {
  const { t } = useI18n();
  return (
    <article class="kyc-cta" aria-labelledby="keys-cta-title">
      <h2 id="keys-cta-title">{t('overview.keysTitle')}</h2>
      <p>{t('overview.keysText')}</p>
      <a href="/dashboard/integration" role="button">
        {t('overview.keysLink')}
      </a>
    </article>
  );
}

/** The merchant's balance buckets and a chart of the last 30 days' incoming payments. */
export function Overview() {
  const { t } = useI18n();
  const { merchant, config } = useSession();
  const sandbox = config.environment === 'sandbox';
  // Only the owner can submit KYC (the API refuses the others): the others just see the status line.
  const isOwner = useHasRole('owner');
  const makesKeys = useHasRole('owner', 'developer');
  const balance = useApi((api) => unwrap(api.GET('/dashboard/v1/balance')), []);
  return (
    <section>
      <h1>{t('overview.title')}</h1>
      {merchant && <p>{t('overview.kyc', { status: t(`kyc.${merchant.kyc_status}`) })}</p>}
      {merchant && sandbox && makesKeys && merchant.kyc_status !== 'verified' && <KeysCallToAction />}
      {merchant && isOwner && (merchant.kyc_status === 'unverified' || merchant.kyc_status === 'rejected') && (
        <VerifyCallToAction rejected={merchant.kyc_status === 'rejected'} sandbox={sandbox} />
      )}
      <h2>{t('overview.balance')}</h2>
      <Async state={balance}>
        {({ balance: buckets }) => (
          <div class="buckets">
            {BUCKETS.map((bucket) => (
              <article key={bucket.field} aria-labelledby={`bucket-${bucket.field}`}>
                <h3 id={`bucket-${bucket.field}`}>{t(bucket.label)}</h3>
                <p class="bucket-amount">
                  <Amount value={buckets[bucket.field]} />
                </p>
                <small>{t(bucket.hint)}</small>
              </article>
            ))}
          </div>
        )}
      </Async>
      <PaymentsChart />
    </section>
  );
}
