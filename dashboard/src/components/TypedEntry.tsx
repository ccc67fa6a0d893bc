import { useEffect, useId, useRef, useState } from 'preact/hooks';

/**
 * A labelled text input for a typed value with a format (a dd/mm/yyyy day, an HH:MM time): its
 * `problem` (in words, or undefined) is the input's custom validity, so the form's submit stops on
 * it, and is said under the field once the user has left it or tried to submit; `errors` are the
 * 422 field messages, shown at once.
 */
export function TypedEntry(props: {
  label: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  problem: string | undefined;
  hint?: string | undefined;
  errors?: string[] | undefined;
  required?: boolean | undefined;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const { problem, hint } = props;
  useEffect(() => input.current?.setCustomValidity(problem ?? ''), [problem]);
  const shown = [...(touched && problem ? [problem] : []), ...(props.errors ?? [])];
  const described = [hint ? `${id}-hint` : '', shown.length > 0 ? `${id}-errors` : ''].filter(Boolean);
  return (
    <label for={id}>
      {props.label}
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.placeholder}
        value={props.text}
        required={props.required}
        onInput={(event) => props.onText(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        onInvalid={() => setTouched(true)}
        aria-invalid={shown.length > 0 ? 'true' : undefined}
        aria-describedby={described.join(' ') || undefined}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {shown.length > 0 && <small id={`${id}-errors`}>{shown.join(', ')}</small>}
    </label>
  );
}
