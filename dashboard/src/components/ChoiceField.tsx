import { useId } from 'preact/hooks';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled <select> (the select counterpart of <Field>): the label is what tests and screen
 * readers find it by. `placeholder` adds a first, empty choice that `required` refuses.
 */
export function ChoiceField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  choices: Choice[];
  placeholder?: string;
  /** The label only for screen readers and tests (a table cell whose column header already says it). */
  hideLabel?: boolean;
  required?: boolean;
  errors?: string[];
}) {
  const id = useId();
  const errors = props.errors ?? [];
  const invalid = errors.length > 0;
  return (
    <div class="choice-field">
      {/* A sibling label, not a wrapping one: a wrapping label's name would take in the chosen option's text. */}
      <label for={id} class={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        required={props.required}
        onChange={(event) => props.onValue(event.currentTarget.value)}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={invalid ? `${id}-errors` : undefined}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {invalid && <small id={`${id}-errors`}>{errors.join(', ')}</small>}
    </div>
  );
}
