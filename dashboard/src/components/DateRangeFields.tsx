import { useI18n } from '../i18n';
import { DateField } from './DateField';

/**
 * The first and last Jakarta day of a range (transactions, export, statement), typed dd/mm/yyyy. The service words
 * field errors in English: a refused range is said in the user's language, on the field it named.
 */
export function DateRangeFields(props: {
  from: string;
  to: string;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
  fieldErrors?: Record<string, string[] | undefined> | undefined;
}) {
  const { t } = useI18n();
  const { fieldErrors } = props;
  const range = fieldErrors?.from || fieldErrors?.to ? [t('money.rangeInvalid')] : undefined;
  return (
    <>
      <DateField
        label={t('money.from')}
        value={props.from}
        onValue={props.onFrom}
        errors={fieldErrors?.from && range}
      />
      <DateField label={t('money.to')} value={props.to} onValue={props.onTo} errors={fieldErrors?.to && range} />
    </>
  );
}
