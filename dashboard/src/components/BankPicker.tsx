import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { activeBanks, TRANSFER_BANKS, type Destination } from '../destinations';
import { useI18n } from '../i18n';

/** What a bank reads as in the picker: its name and its clearing code. */
export const bankLabel = (bank: Destination): string => `${bank.name} (${bank.code})`;

const normal = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The active banks whose name holds the search, or whose code starts with it ("bca", "014"). */
export function matchingBanks(search: string): Destination[] {
  const wanted = normal(search);
  const banks = activeBanks();
  if (wanted === '') return banks;
  return banks.filter((bank) => bank.code.startsWith(wanted) || normal(bankLabel(bank)).includes(wanted));
}

interface PickerProps {
  label: string;
  value: string;
  onValue: (code: string) => void;
  required?: boolean;
  errors?: string[];
}

/**
 * A searchable picker of the banks that still exist (an ARIA 1.2 combobox with a listbox popup):
 * type part of a name or a code, then pick with the mouse, or with the arrow keys and Enter;
 * Escape closes the list. The field shows the chosen bank; editing it clears the choice until
 * another bank is picked, and the form refuses to submit with text that picked no bank.
 */
export function BankPicker(props: PickerProps) {
  const { t } = useI18n();
  const id = useId();
  const picker = usePicker(props, id);
  const errors = props.errors ?? [];
  const described = [`${id}-hint`, errors.length > 0 ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return (
    <div class="bank-picker">
      <label for={id}>{props.label}</label>
      <input
        ref={picker.input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={picker.open ? 'true' : 'false'}
        aria-controls={`${id}-list`}
        aria-activedescendant={picker.activeId}
        aria-invalid={errors.length > 0 ? 'true' : undefined}
        aria-describedby={described}
        required={props.required}
        value={picker.text}
        placeholder={t('bankPicker.placeholder')}
        onInput={(event) => picker.type(event.currentTarget.value)}
        onKeyDown={picker.onKeyDown}
        onClick={() => picker.setOpen(true)}
        onBlur={() => picker.setOpen(false)}
      />
      <small id={`${id}-hint`}>{t('bankPicker.hint')}</small>
      {picker.open && picker.options.length === 0 && (
        <small class="bank-picker-none" role="status">
          {t('bankPicker.none')}
        </small>
      )}
      <BankOptions id={id} label={t('bankPicker.list')} picker={picker} />
      {errors.length > 0 && <small id={`${id}-errors`}>{errors.join(', ')}</small>}
    </div>
  );
}

type Picker = ReturnType<typeof usePicker>;

/** The listbox of the matching banks, hidden while closed or empty. */
function BankOptions(props: { id: string; label: string; picker: Picker }) {
  const { id, picker } = props;
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={props.label} hidden={!picker.open || picker.options.length === 0}>
      {picker.options.map((bank, index) => (
        <li
          key={bank.code}
          id={`${id}-${bank.code}`}
          role="option"
          aria-selected={index === picker.active ? 'true' : 'false'}
          // mousedown, not click: the input keeps its focus, and its blur would close the list first.
          onMouseDown={(event) => {
            event.preventDefault();
            picker.pick(bank);
          }}
        >
          {bankLabel(bank)}
        </li>
      ))}
    </ul>
  );
}

/** The picker's state: the text typed (null: the chosen bank shows), the list open, the active option. */
function usePicker(props: PickerProps, id: string) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const chosen = TRANSFER_BANKS.find((bank) => bank.code === props.value);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => matchingBanks(typed ?? ''), [typed]);
  const text = typed ?? (chosen ? bankLabel(chosen) : '');
  const pickable = text === '' || chosen !== undefined;
  const message = pickable ? '' : t('bankPicker.pickOne');
  useEffect(() => input.current?.setCustomValidity(message), [message]);
  // The active option stays in sight as the arrow keys move through a long list.
  const activeId = open && options[active] ? `${id}-${options[active].code}` : undefined;
  useEffect(() => {
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  const pick = (bank: Destination) => {
    props.onValue(bank.code);
    setTyped(null);
    setOpen(false);
  };
  const type = (value: string) => {
    setTyped(value);
    setActive(0);
    setOpen(true);
    if (props.value !== '') props.onValue('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(open ? Math.min(Math.max(active + move, 0), options.length - 1) : 0);
      setOpen(true);
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return { input, text, open, setOpen, active, activeId, options, pick, type, onKeyDown };
}
