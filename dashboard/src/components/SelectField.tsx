import type { JSX } from 'preact';
import { useId } from 'preact/hooks';

type SelectProps = Omit<JSX.SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'>;

/** A labelled <select> (the counterpart of <Field>): options are `[value, text]` pairs, already translated. */
export function SelectField(
  props: SelectProps & {
    label: string;
    value: string;
    onValue: (value: string) => void;
    options: readonly (readonly [string, string])[];
  },
) {
  const { label, value, onValue, options, ...select } = props;
  const id = useId();
  // The <select> beside its <label>, not inside: inside, the chosen option would join the name.
  return (
    <div>
      <label for={id}>{label}</label>
      <select {...select} id={id} value={value} onChange={(event) => onValue(event.currentTarget.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
