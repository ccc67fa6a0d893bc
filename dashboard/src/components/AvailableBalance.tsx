import { useApi } from '../hooks';
import { unwrap } from '../api';
import { useI18n } from '../i18n';
import { Amount } from './Amount';
import { Async } from './Async';

/** The merchant's balance as a money-out page reads it: `reload()` after a payout or withdrawal. */
export const useBalance = () => useApi((api) => unwrap(api.GET('/dashboard/v1/balance')), []);

/**
 * What a page that takes money out shows above its form: the available balance (read out when it
 * changes) and the link to set or change the PIN.
 */
export function AvailableBalance(props: { balance: ReturnType<typeof useBalance> }) {
  const { t } = useI18n();
  return (
    <>
      <Async state={props.balance}>
        {({ balance: buckets }) => (
          <p class="bucket-amount" aria-live="polite">
            {t('payouts.available')} <Amount value={buckets.available} />
          </p>
        )}
      </Async>
      <p>
        <a href="/dashboard/payouts/pin">{t('payouts.pinLink')}</a>
      </p>
    </>
  );
}
