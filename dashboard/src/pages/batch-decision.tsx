import { useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { errorText } from '../components/ErrorMessage';
import { Field, PinField } from '../components/Field';
import { formatRupiah } from '../format';
import { useAction } from '../hooks';
import { isMessageKey, useI18n, type Translate } from '../i18n';
import { useHasRole, useSession } from '../session';
import type { Batch } from './batches';
import { pinErrorText } from './payouts';

const REJECT_REASON_LENGTH_MAX = 200;

/** A refusal in the batch's own words where it has them, the PIN's with the attempts left, else the usual message. */
export function batchErrorText(error: unknown, t: Translate): string {
  const own = error instanceof ApiError ? `batches.error.${error.code}` : '';
  return pinErrorText(error, t) ?? (isMessageKey(own) ? t(own) : errorText(error, t));
}

function BatchError(props: { error: unknown }) {
  const { t } = useI18n();
  if (props.error === undefined || props.error === null) return null;
  return (
    <div role="alert" class="error-message">
      <p>{batchErrorText(props.error, t)}</p>
    </div>
  );
}

/** Who may decide on the batch, and why not when not: an owner, never the user who made it (maker and checker). */
export type Decider = 'owner' | 'maker' | 'role';

export function useDecider(batch: Batch): Decider {
  const { me, membership } = useSession();
  if (me && batch.created_by === `user:${me.user.sub}`) return 'maker';
  return membership?.role === 'owner' ? 'owner' : 'role';
}

/**
 * The decision on a batch that is `ready`: approve with the PIN (paying only the valid rows when some
 * are invalid) or reject with a reason, for an owner who did not make it. Its maker is told that
 * another owner approves (it may still reject its own batch); other roles that only an owner decides.
 */
export function BatchDecision(props: { batch: Batch; onDone: () => void }) {
  const { t } = useI18n();
  const decider = useDecider(props.batch);
  const owner = useHasRole('owner');
  if (props.batch.status !== 'ready') return null;
  return (
    <section aria-labelledby="batch-decision-title">
      <h2 id="batch-decision-title">{t('batches.decisionTitle')}</h2>
      {decider === 'owner' ? (
        <ApproveForm batch={props.batch} onDone={props.onDone} />
      ) : (
        <p class="notice">{t(decider === 'maker' ? 'batches.makerCannotApprove' : 'batches.ownerApproves')}</p>
      )}
      {owner && <RejectForm batch={props.batch} onDone={props.onDone} />}
    </section>
  );
}

function ApproveForm(props: { batch: Batch; onDone: () => void }) {
  const { t } = useI18n();
  const { batch } = props;
  const [pin, setPin] = useState('');
  const [ignoreInvalid, setIgnoreInvalid] = useState(false);
  const approve = useAction((api) =>
    unwrap(
      api.POST('/dashboard/v1/payout-batches/{batch_id}/approve', {
        params: { path: { batch_id: batch.batch_id } },
        body: { pin, ...(batch.invalid_count > 0 ? { ignore_invalid: ignoreInvalid } : {}) },
      }),
    ),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await approve.run();
    setPin('');
    if (answer) props.onDone();
  };
  return (
    <form aria-labelledby="batch-approve-title" onSubmit={(event) => void submit(event)}>
      <h3 id="batch-approve-title">{t('batches.approveTitle')}</h3>
      <p>
        {t('batches.approveHold', {
          rows: batch.valid_count,
          held: formatRupiah(batch.total_amount + batch.total_fee),
          fee: formatRupiah(batch.total_fee),
        })}
      </p>
      {batch.invalid_count > 0 && (
        <IgnoreInvalid invalid={batch.invalid_count} checked={ignoreInvalid} onChecked={setIgnoreInvalid} />
      )}
      <PinField label={t('batches.pin')} value={pin} onValue={setPin} />
      <BatchError error={approve.error} />
      <button type="submit" disabled={approve.busy} aria-busy={approve.busy}>
        {t('batches.approve')}
      </button>
    </form>
  );
}

/** The acknowledgement a batch with invalid rows needs: only its valid rows are paid. */
function IgnoreInvalid(props: { invalid: number; checked: boolean; onChecked: (checked: boolean) => void }) {
  const { t } = useI18n();
  return (
    <label>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChecked(event.currentTarget.checked)}
      />
      {t('batches.ignoreInvalid', { invalid: props.invalid })}
    </label>
  );
}

function RejectForm(props: { batch: Batch; onDone: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const reject = useAction((api) =>
    unwrap(
      api.POST('/dashboard/v1/payout-batches/{batch_id}/reject', {
        params: { path: { batch_id: props.batch.batch_id } },
        body: { reason },
      }),
    ),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    if (await reject.run()) props.onDone();
  };
  return (
    <form aria-labelledby="batch-reject-title" onSubmit={(event) => void submit(event)}>
      <h3 id="batch-reject-title">{t('batches.rejectTitle')}</h3>
      <Field
        label={t('batches.rejectReason')}
        value={reason}
        onValue={setReason}
        maxLength={REJECT_REASON_LENGTH_MAX}
        autoComplete="off"
        required
      />
      <BatchError error={reject.error} />
      <button type="submit" class="secondary" disabled={reject.busy} aria-busy={reject.busy}>
        {t('batches.reject')}
      </button>
    </form>
  );
}
