import { useEffect, useRef, useState } from 'preact/hooks';
import { formatDay, parseDay } from '../dates';
import { useI18n, type Translate } from '../i18n';
import { TypedEntry } from './TypedEntry';

/**
 * A day typed as dd/mm/yyyy (placeholder `hh/bb/tttt` in Bahasa Indonesia), whatever the browser's
 * locale: `value` and `onValue` are the ISO `YYYY-MM-DD` the API takes ('' while empty or not a
 * day). A wrong day is said under the field in the user's language and blocks the form's submit
 * (the input's custom validity). `min`/`max` are ISO days. The calendar button opens the
 * browser's own picker (showPicker) where it has one.
 */
export function DateField(props: {
  label: string;
  value: string;
  onValue: (iso: string) => void;
  hint?: string | undefined;
  errors?: string[] | undefined;
  required?: boolean;
  min?: string;
  max?: string;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(formatDay(props.value));
  const emitted = useRef(props.value);
  // A value set from outside (a reset, a default) is shown; the one this field sent is not re-read.
  useEffect(() => {
    if (props.value !== emitted.current) {
      emitted.current = props.value;
      setText(formatDay(props.value));
    }
  }, [props.value]);
  const change = (typed: string) => {
    setText(typed);
    const read = parseDay(typed);
    emitted.current = read.kind === 'day' ? read.iso : '';
    props.onValue(emitted.current);
  };
  return (
    <div class="date-field">
      <TypedEntry
        label={props.label}
        placeholder={t('date.placeholder')}
        text={text}
        onText={change}
        problem={dayProblem(text, props, t)}
        hint={props.hint}
        errors={props.errors}
        required={props.required}
      />
      <CalendarButton
        value={parseDay(text).kind === 'day' ? emitted.current : ''}
        min={props.min}
        max={props.max}
        onDay={(iso) => change(formatDay(iso))}
      />
    </div>
  );
}

/** What is wrong with the typed day, in words; undefined when it is a day in range or empty (and optional). */
function dayProblem(text: string, limits: { required?: boolean; min?: string; max?: string }, t: Translate) {
  const read = parseDay(text);
  if (read.kind === 'empty') return limits.required ? t('date.required') : undefined;
  if (read.kind === 'format') return t('date.format');
  if (read.kind === 'no_such_day') return t('date.noSuchDay');
  if (limits.min !== undefined && read.iso < limits.min) return t('date.beforeMin', { min: formatDay(limits.min) });
  if (limits.max !== undefined && read.iso > limits.max) return t('date.afterMax', { max: formatDay(limits.max) });
  return undefined;
}

/**
 * Opens the browser's date picker for the field: a native date input made for the moment, asked to
 * show its picker, removed once a day is chosen or the picker closes. Not shown in a browser
 * without showPicker (typing stays the way).
 */
function CalendarButton(props: { value: string; min?: string; max?: string; onDay: (iso: string) => void }) {
  const { t } = useI18n();
  if (typeof HTMLInputElement === 'undefined' || !('showPicker' in HTMLInputElement.prototype)) return null;
  const open = (button: HTMLButtonElement) => {
    button.parentElement?.querySelectorAll('.date-field-picker').forEach((left) => left.remove());
    const picker = document.createElement('input');
    picker.type = 'date';
    picker.tabIndex = -1;
    picker.setAttribute('aria-hidden', 'true');
    picker.setAttribute('aria-label', t('date.calendar'));
    picker.className = 'date-field-picker';
    Object.assign(picker, { value: props.value, min: props.min ?? '', max: props.max ?? '' });
    button.after(picker);
    const done = () => picker.remove();
    picker.addEventListener('change', () => {
      if (picker.value) props.onDay(picker.value);
      done();
    });
    picker.addEventListener('blur', done);
    try {
      picker.showPicker();
    } catch {
      done();
    }
  };
  return (
    <button
      type="button"
      class="date-field-calendar"
      aria-label={t('date.calendar')}
      title={t('date.calendar')}
      onClick={(event) => open(event.currentTarget)}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor">
        <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
        <path d="M1.5 6.5h13M5 1v3M11 1v3" />
      </svg>
    </button>
  );
}
