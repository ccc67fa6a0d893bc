import { useState } from 'preact/hooks';
import { useI18n } from '../i18n';
import { NO_FILTERS, TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionFilters } from '../money';
import { DateRangeFields } from './DateRangeFields';
import { Field } from './Field';
import { SelectField } from './SelectField';

/**
 * The transaction filters (type, status, Jakarta days, reference prefix) of the transactions and
 * export pages. Nothing is asked until the user applies them, so typing a prefix does not send a
 * request per key.
 */
export function TransactionFilterForm(props: {
  initial: TransactionFilters;
  submitLabel: string;
  busy?: boolean;
  fieldErrors?: Record<string, string[]>;
  onSubmit: (filters: TransactionFilters) => void;
  onReset?: () => void;
}) {
  const { t } = useI18n();
  const [filters, setFilters] = useState(props.initial);
  const reset = () => {
    setFilters(NO_FILTERS);
    props.onReset?.();
  };
  return (
    <form
      class="filters"
      aria-label={t('transactions.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(filters);
      }}
    >
      <FilterFields filters={filters} onFilters={setFilters} fieldErrors={props.fieldErrors} />
      <p class="hint">{t('money.rangeHint')}</p>
      <FilterActions submitLabel={props.submitLabel} busy={props.busy} onReset={props.onReset && reset} />
    </form>
  );
}

/** The grid of the filter fields: type, status, the first and last Jakarta day, the reference prefix. */
function FilterFields(props: {
  filters: TransactionFilters;
  onFilters: (filters: TransactionFilters) => void;
  fieldErrors?: Record<string, string[]>;
}) {
  const { t } = useI18n();
  const { filters, fieldErrors } = props;
  const set = (key: keyof TransactionFilters) => (value: string) => props.onFilters({ ...filters, [key]: value });
  return (
    <div class="filter-grid">
      <KindSelects filters={filters} set={set} />
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        onFrom={set('from')}
        onTo={set('to')}
        fieldErrors={fieldErrors}
      />
      <Field
        label={t('transactions.q')}
        value={filters.q}
        onValue={set('q')}
        hint={t('transactions.qHint')}
        pattern="[0-9A-Za-z_\-]*"
        maxLength={64}
        autoComplete="off"
        spellcheck={false}
        errors={fieldErrors?.q && [t('transactions.qInvalid')]}
      />
    </div>
  );
}

/** The type and status selects of the filters, each with "all" first. */
function KindSelects(props: {
  filters: TransactionFilters;
  set: (key: keyof TransactionFilters) => (value: string) => void;
}) {
  const { t } = useI18n();
  const { filters, set } = props;
  return (
    <>
      <SelectField
        label={t('transactions.type')}
        value={filters.type}
        onValue={set('type')}
        options={[['', t('money.all')], ...TRANSACTION_TYPES.map((type) => [type, t(`money.type.${type}`)] as const)]}
      />
      <SelectField
        label={t('transactions.status')}
        value={filters.status}
        onValue={set('status')}
        options={[
          ['', t('money.all')],
          ...TRANSACTION_STATUSES.map((status) => [status, t(`money.status.${status}`)] as const),
        ]}
      />
    </>
  );
}

/** The buttons of the filter form: apply (busy while the page works) and, when the page offers it, reset. */
function FilterActions(props: { submitLabel: string; busy?: boolean; onReset?: () => void }) {
  const { t } = useI18n();
  return (
    <div class="form-actions">
      <button type="submit" disabled={props.busy} aria-busy={props.busy ? 'true' : undefined}>
        {props.submitLabel}
      </button>
      {props.onReset && (
        <button type="button" class="secondary outline" onClick={props.onReset}>
          {t('transactions.reset')}
        </button>
      )}
    </div>
  );
}
