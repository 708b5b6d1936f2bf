// The billing address's line 1 as an accessible combobox (WAI-ARIA pattern, list autocomplete):
// typing 3 characters or more lists US address suggestions; arrow keys move through them, Enter
// picks one, Escape closes the list. Each suggestion says where it came from, and with the
// offline lookup the person is told that street addresses come only from their clinics'.
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/FormField';
import { comboboxKey, optionLabel, sourceLabel, type AddressOption, type ListState } from './addressAutocomplete';
import { useAddressSuggestions } from './useAddressSuggestions';

interface AddressLine1ComboboxProps {
  field: UseFormRegisterReturn<'addressLine1'>;
  error?: string;
  onPick: (option: AddressOption) => void;
}

const CLOSED: ListState = { open: false, active: -1 };

export function AddressLine1Combobox({ field, error, onPick }: AddressLine1ComboboxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const statusId = `${id}-status`;
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ListState>(CLOSED);
  const { options, status } = useAddressSuggestions(search);
  const open = list.open && options.length > 0;
  const streetFromProvider = options.some((option) => option.source === 'SMARTY');

  const pick = (index: number) => {
    const option = options[index];
    setList(CLOSED);
    if (option) onPick(option);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    setList({ open: true, active: -1 });
    return field.onChange(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = comboboxKey(open ? list : { ...list, open: false }, event.key, options.length);
    if (outcome.handled) event.preventDefault();
    setList(outcome.state);
    if (outcome.pick !== undefined) pick(outcome.pick);
  };

  const statusText =
    status === 'loading' && search.trim().length >= 3
      ? 'Looking up addresses…'
      : status === 'unavailable'
        ? 'Address suggestions are unavailable just now. Type the address.'
        : open
          ? `${options.length} US address suggestion${options.length === 1 ? '' : 's'}. Use the arrow keys and Enter to pick one.`
          : status === 'ready' && list.open && search.trim().length >= 3 && options.length === 0
            ? 'No US address suggestions. Type the address.'
            : '';

  return (
    <div className="relative">
      <TextField
        id={id}
        label="Address Line 1"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && list.active >= 0 ? `${listId}-${list.active}` : undefined}
        aria-describedby={[error ? `${id}-error` : '', statusId].filter(Boolean).join(' ')}
        autoComplete="off"
        hint="Max 80 characters"
        error={error}
        {...field}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setList(CLOSED);
          return field.onBlur(event);
        }}
      />
      <div hidden={!open} className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white shadow-lg">
        <ul id={listId} role="listbox" aria-label="US address suggestions" className="max-h-72 overflow-auto py-1 text-sm">
          {options.map((option, index) => (
            <li
              key={`${optionLabel(option)}-${option.source}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === list.active}
              // Keep the focus in line 1 while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              className={`cursor-pointer px-3 py-2 ${index === list.active ? 'bg-sky-50 text-slate-900' : 'text-slate-700 hover:bg-slate-50'}`}
            >
              <span className="block">{optionLabel(option)}</span>
              <span className="block text-xs text-slate-600">{sourceLabel(option.source)}</span>
            </li>
          ))}
        </ul>
        {!streetFromProvider && (
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
            Street addresses are suggested only from your clinics’ addresses; cities and ZIP codes come from the US ZIP directory.
          </p>
        )}
      </div>
      <p id={statusId} role="status" className="mt-1 min-h-4 text-xs text-slate-500">
        {statusText}
      </p>
    </div>
  );
}
