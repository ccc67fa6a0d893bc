import type { JSX } from 'preact';
import { useId } from 'preact/hooks';

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'id' | 'onInput' | 'value'>;

/**
 * A labelled input: the label is what tests and screen readers find it by. `errors` are the 422
 * field messages for it (aria-invalid + a described-by text); `hint` is a short help text.
 */
export function Field(
  props: InputProps & {
    label: string;
    value: string;
    onValue: (value: string) => void;
    hint?: string;
    errors?: string[];
  },
) {
  const { label, value, onValue, hint, errors, ...input } = props;
  const id = useId();
  const invalid = errors !== undefined && errors.length > 0;
  const described = [hint ? `${id}-hint` : '', invalid ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return (
    <label for={id}>
      {label}
      <input
        {...input}
        id={id}
        value={value}
        onInput={(event) => onValue(event.currentTarget.value)}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={described || undefined}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {invalid && <small id={`${id}-errors`}>{errors.join(', ')}</small>}
    </label>
  );
}

/** The merchant's six-digit PIN: hidden, numeric, never autofilled (the payout confirm, a money-out grant). */
export function PinField(props: {
  label: string;
  value: string;
  onValue: (pin: string) => void;
  hint?: string;
  errors?: string[];
}) {
  return (
    <Field
      {...props}
      type="password"
      inputMode="numeric"
      pattern="[0-9]{6}"
      minLength={6}
      maxLength={6}
      autoComplete="off"
      required
    />
  );
}
