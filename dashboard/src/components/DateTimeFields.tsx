import { useState } from 'preact/hooks';
import { parseTime } from '../dates';
import { useI18n, type Translate } from '../i18n';
import { DateField } from './DateField';
import { TypedEntry } from './TypedEntry';

/**
 * A moment in Jakarta time as a day (DateField, dd/mm/yyyy) and a time of day (HH:MM, 24 hours),
 * for what was a `datetime-local` input: `value`/`onValue` are `YYYY-MM-DDTHH:MM` ('' while
 * either part is missing or wrong). A day without a valid time blocks the form's submit, said
 * under the time in the user's language.
 */
export function DateTimeFields(props: {
  dayLabel: string;
  timeLabel: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  errors?: string[] | undefined;
}) {
  const { t } = useI18n();
  const [day, setDay] = useState(props.value.slice(0, 10));
  const [time, setTime] = useState(props.value.slice(11, 16));
  const emit = (nextDay: string, nextTime: string) => {
    const at = parseTime(nextTime);
    props.onValue(nextDay !== '' && at !== undefined ? `${nextDay}T${at}` : '');
  };
  const problem = timeProblem(day, time, t);
  return (
    <>
      <DateField
        label={props.dayLabel}
        hint={props.hint}
        value={day}
        onValue={(next) => {
          setDay(next);
          emit(next, time);
        }}
      />
      <TypedEntry
        label={props.timeLabel}
        placeholder={t('time.placeholder')}
        text={time}
        onText={(next) => {
          setTime(next);
          emit(day, next);
        }}
        problem={problem}
        errors={props.errors}
      />
    </>
  );
}

/** What is wrong with the typed time: not HH:MM, or missing while a day is given. */
function timeProblem(day: string, time: string, t: Translate): string | undefined {
  if (time.trim() !== '') return parseTime(time) === undefined ? t('time.format') : undefined;
  return day !== '' ? t('time.needed') : undefined;
}
