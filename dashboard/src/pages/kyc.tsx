import { useState } from 'preact/hooks';
import { ApiError, unwrap, type ApiClient } from '../api';
import { Async } from '../components/Async';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Loading } from '../components/Loading';
import { Toast } from '../components/Toast';
import { useAction, useApi } from '../hooks';
import { useI18n, type MessageKey, type Translate } from '../i18n';
import { useHasRole, useSession, type Merchant } from '../session';
import { formatDateTime } from '../format';
import {
  KINDS,
  previousFields,
  previousUploads,
  readPreviousKyc,
  type Kind,
  type KycFields,
  type PreviousKyc,
  type Upload,
} from './kyc-previous';

const CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
type ContentType = (typeof CONTENT_TYPES)[number];
/** KYC_DOCUMENT_BYTES_MAX of shared/constants.ts: checked here so a too large scan fails before it uploads. */
const DOCUMENT_BYTES_MAX = 10 * 1024 * 1024;

/** The storage refused or never answered the upload (the policy expired, the network dropped). */
class UploadFailed extends Error {}

/**
 * Posts the file with the presigned POST's fields (its key, Content-Type, policy and signature) as a
 * multipart form, with XMLHttpRequest because fetch reports no upload progress. The file goes last,
 * as storage requires; the policy admits the declared type only and at most DOCUMENT_BYTES_MAX.
 */
function postWithProgress(
  url: string,
  fields: Record<string, string>,
  file: File,
  onPercent: (p: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onPercent(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new UploadFailed(`Upload refused (HTTP ${request.status})`));
    request.onerror = () => reject(new UploadFailed('Upload failed'));
    request.send(form);
  });
}

/** Creates the document, then uploads the file to it; the id is usable once the upload succeeded. */
async function uploadDocument(api: ApiClient, kind: Kind, file: File, onPercent: (p: number) => void) {
  const content_type = file.type as ContentType;
  const created = await unwrap(api.POST('/dashboard/v1/kyc/documents', { body: { kind, content_type } }));
  await postWithProgress(created.upload_url, created.upload_fields, file, onPercent);
  return created.document_id;
}

/** One document's file input with its progress bar and outcome. */
function DocumentInput(props: { kind: Kind; upload?: Upload; onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useI18n();
  const { kind, upload } = props;
  const id = `kyc-doc-${kind}`;
  const label = t(`kycPage.doc.${kind}` as MessageKey);
  const done = upload?.documentId !== undefined;
  return (
    <div class="kyc-document">
      <label for={id}>
        {label}
        <input
          id={id}
          type="file"
          accept={CONTENT_TYPES.join(',')}
          disabled={props.disabled}
          aria-describedby={`${id}-state`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) props.onFile(file);
          }}
        />
      </label>
      {upload && upload.error === undefined && upload.reused === undefined && (
        <progress
          value={upload.percent}
          max={100}
          aria-label={t('kycPage.progress', { document: label })}
          aria-valuetext={`${upload.percent}%`}
        />
      )}
      <small id={`${id}-state`} aria-live="polite">
        {upload === undefined
          ? t('kycPage.notUploaded')
          : upload.error !== undefined
            ? ''
            : upload.reused !== undefined
              ? t('kycPage.reused', { type: upload.reused })
              : done
                ? t('kycPage.uploaded', { file: upload.fileName })
                : t('kycPage.uploading', { percent: upload.percent })}
      </small>
      {upload?.error !== undefined && <ErrorMessage error={upload.error} />}
    </div>
  );
}

/** The legal identity and the documents, then "submit for review". */
function KycForm(props: { onSubmitted: () => void; previous: PreviousKyc | undefined }) {
  const { t, lang } = useI18n();
  const form = useKycForm(t, props.onSubmitted, props.previous);
  const { submit } = form;
  const submittedAt = props.previous?.submission?.submitted_at;
  return (
    <form onSubmit={(event) => void form.onSubmit(event)} aria-labelledby="kyc-form-title">
      <h2 id="kyc-form-title">{t('kycPage.formTitle')}</h2>
      {submittedAt && <p>{t('kycPage.prefilled', { at: formatDateTime(submittedAt, lang) })}</p>}
      <KycCompanyFields fields={form.fields} set={form.set} error={submit.error} />
      <KycAddressFields fields={form.fields} set={form.set} error={submit.error} />
      <fieldset>
        <legend>{t('kycPage.documents')}</legend>
        <p>
          <small>{t('kycPage.documentsHint')}</small>
        </p>
        {KINDS.map((kind) => (
          <DocumentInput
            key={kind}
            kind={kind}
            upload={form.uploads[kind]}
            disabled={submit.busy}
            onFile={(file) => void form.choose(kind, file)}
          />
        ))}
      </fieldset>
      {form.missing && !form.complete && (
        <div role="alert" class="error-message">
          <p>{t('kycPage.documentsMissing')}</p>
        </div>
      )}
      <ErrorMessage error={submit.error} />
      <button type="submit" aria-busy={submit.busy} disabled={submit.busy || form.uploading}>
        {t('kycPage.submit')}
      </button>
    </form>
  );
}

/** The KYC form's identity fields, each document's upload, and the submission once the documents are complete. */
function useKycForm(t: Translate, onSubmitted: () => void, previous: PreviousKyc | undefined) {
  const { api } = useSession();
  // After a rejection the form starts from what was submitted (kyc-previous.ts), not empty.
  const [fields, setFields] = useState(() => previousFields(previous));
  const [uploads, setUploads] = useState(() => previousUploads(previous));
  const [missing, setMissing] = useState(false);
  const submit = useAction((client, body: Parameters<typeof submitBody>[0]) =>
    unwrap(client.POST('/dashboard/v1/kyc', { body: submitBody(body) })),
  );
  const set = (name: keyof KycFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const update = (kind: Kind, change: Partial<Upload>) =>
    setUploads((all) => ({ ...all, [kind]: { ...all[kind]!, ...change } }));

  const choose = async (kind: Kind, file: File) => {
    setUploads((all) => ({ ...all, [kind]: { fileName: file.name, percent: 0 } }));
    try {
      if (!(CONTENT_TYPES as readonly string[]).includes(file.type)) throw new Error(t('kycPage.wrongType'));
      if (file.size > DOCUMENT_BYTES_MAX) throw new Error(t('kycPage.tooLarge'));
      const documentId = await uploadDocument(api, kind, file, (percent) => update(kind, { percent }));
      update(kind, { percent: 100, documentId });
    } catch (error) {
      update(kind, { error: error instanceof UploadFailed ? new Error(t('kycPage.uploadFailed')) : error });
    }
  };

  const ids = KINDS.flatMap((kind) => (uploads[kind]?.documentId ? [uploads[kind].documentId] : []));
  const uploading = KINDS.some((kind) => uploads[kind] && !uploads[kind].documentId && !uploads[kind].error);
  const complete = uploads.ktp?.documentId !== undefined && (uploads.nib?.documentId ?? uploads.npwp?.documentId);

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    setMissing(!complete);
    if (!complete) return;
    if (await submit.run({ ...fields, document_ids: ids })) onSubmitted();
  };
  return { fields, set, uploads, choose, missing, complete, uploading, submit, onSubmit };
}

/** What the KYC form's field groups need: the values, a setter per field, and the submission's error. */
interface KycFieldsProps {
  fields: KycFields;
  set: (name: keyof KycFields) => (value: string) => void;
  error: unknown;
}

/** The 422 messages of one field of the submission's error. */
function fieldErrors(error: unknown, name: string): string[] | undefined {
  return error instanceof ApiError ? error.fields[name] : undefined;
}

/** The business's legal name, NIB and NPWP. */
function KycCompanyFields(props: KycFieldsProps) {
  const { t } = useI18n();
  const { fields, set } = props;
  return (
    <>
      <Field
        label={t('kycPage.legalName')}
        hint={t('kycPage.legalNameHint')}
        value={fields.legal_name}
        onValue={set('legal_name')}
        autoComplete="organization"
        minLength={2}
        maxLength={200}
        errors={fieldErrors(props.error, 'legal_name')}
        required
      />
      <div class="grid">
        <Field
          label={t('kycPage.nib')}
          hint={t('kycPage.nibHint')}
          value={fields.nib}
          onValue={set('nib')}
          inputMode="numeric"
          pattern="[0-9]{13}"
          errors={fieldErrors(props.error, 'nib')}
          required
        />
        <Field
          label={t('kycPage.npwp')}
          hint={t('kycPage.npwpHint')}
          value={fields.npwp}
          onValue={set('npwp')}
          inputMode="numeric"
          pattern="[0-9]{15,16}"
          errors={fieldErrors(props.error, 'npwp')}
          required
        />
      </div>
    </>
  );
}

/** The business's address and the owner's KTP number. */
function KycAddressFields(props: KycFieldsProps) {
  const { t } = useI18n();
  const { fields, set } = props;
  return (
    <>
      <Field
        label={t('kycPage.address')}
        hint={t('kycPage.addressHint')}
        value={fields.address}
        onValue={set('address')}
        autoComplete="street-address"
        minLength={10}
        maxLength={500}
        errors={fieldErrors(props.error, 'address')}
        required
      />
      <Field
        label={t('kycPage.ownerKtp')}
        hint={t('kycPage.ownerKtpHint')}
        value={fields.owner_ktp_number}
        onValue={set('owner_ktp_number')}
        inputMode="numeric"
        pattern="[0-9]{16}"
        errors={fieldErrors(props.error, 'owner_ktp_number')}
        required
      />
    </>
  );
}

function submitBody(body: {
  legal_name: string;
  nib: string;
  npwp: string;
  address: string;
  owner_ktp_number: string;
  document_ids: string[];
}) {
  return {
    ...body,
    legal_name: body.legal_name.trim(),
    nib: body.nib.trim(),
    npwp: body.npwp.replace(/[.\-\s]/g, ''),
    address: body.address.trim(),
    owner_ktp_number: body.owner_ktp_number.trim(),
  };
}

const EXPLAIN: Record<Merchant['kyc_status'], MessageKey> = {
  unverified: 'kycPage.explainUnverified',
  submitted: 'kycPage.explainSubmitted',
  verified: 'kycPage.explainVerified',
  rejected: 'kycPage.explainRejected',
};

/** Where the merchant stands, with the operator's reason after a rejection. */
function KycStatus(props: { merchant: Merchant }) {
  const { t } = useI18n();
  const { kyc_status: status, kyc_rejection_reason: reason } = props.merchant;
  return (
    <article class={`kyc-status kyc-${status}`} aria-labelledby="kyc-status-title">
      <h2 id="kyc-status-title">{t('kycPage.status', { status: t(`kyc.${status}`) })}</h2>
      <p>{t(EXPLAIN[status])}</p>
      {status === 'verified' && (
        <p>
          <a href="/dashboard/integration">{t('kycPage.toIntegration')}</a>
        </p>
      )}
      {status === 'rejected' && reason && (
        <p>
          <strong>{t('kycPage.reason')}</strong> {reason}
        </p>
      )}
    </article>
  );
}

/**
 * KYC: the merchant's verification state and, while unverified or rejected, the form with the
 * document uploads (owner only: the API refuses the others). The API's answer, not the session's
 * cached merchant, is shown, read again when the session sees the status change (it polls while submitted).
 */
export function Kyc() {
  const { t } = useI18n();
  const session = useSession();
  const isOwner = useHasRole('owner');
  // Read again when the session learns of a decision (it watches a submitted KYC): no reload needed.
  const merchant = useApi((api) => unwrap(api.GET('/dashboard/v1/merchant')), [session.merchant?.kyc_status]);
  const rejected = isOwner && merchant.data?.merchant.kyc_status === 'rejected';
  const previous = useApi((api) => readPreviousKyc(api, rejected), [rejected]);
  const [justSubmitted, setJustSubmitted] = useState(false);
  return (
    <section>
      <h1>{t('nav.onboarding')}</h1>
      <Async state={merchant}>
        {({ merchant: current }) => (
          <>
            {current.kyc_status !== 'verified' && <p>{t('kycPage.intro')}</p>}
            {justSubmitted && current.kyc_status === 'submitted' && <Toast>{t('kycPage.submitted')}</Toast>}
            <KycStatus merchant={current} />
            {(current.kyc_status === 'unverified' || current.kyc_status === 'rejected') &&
              (!isOwner ? (
                <p>{t('kycPage.ownerOnly')}</p>
              ) : previous.loading ? (
                <Loading />
              ) : (
                // A failed read of the previous submission leaves the form empty, as before.
                <KycForm
                  previous={previous.data}
                  onSubmitted={() => {
                    setJustSubmitted(true);
                    merchant.reload();
                    void session.reload().catch(() => undefined);
                  }}
                />
              ))}
          </>
        )}
      </Async>
    </section>
  );
}
