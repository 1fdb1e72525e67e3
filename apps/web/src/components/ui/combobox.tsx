import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './combobox.module.css';

export interface ComboboxProps<T> {
  /** The box's name; shown, or only for screen readers with `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  /** The list's own name for screen readers ("Gevonden deelnemers"). */
  listLabel: string;
  /** The suggestions now: the list is open exactly while there are some. */
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** What a suggestion reads as (the option's text when no renderItem is given). */
  itemText: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** The box's text, kept by the caller (it may show the choice when nobody is typing). */
  inputValue: string;
  onInputValueChange: (value: string) => void;
  /** A suggestion chosen by click, Enter or tap. Free text is never a choice. */
  onSelect: (item: T) => void;
  /** Escape while typing: the caller decides what the box shows then. */
  onEscape?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  /** A live line under the box (found counts, "Geen … gevonden"); read out as it changes. */
  status?: ReactNode;
  className?: string;
  inputClassName?: string;
  /** Things inside the box's frame beside the input (a clear button, a link). */
  children?: ReactNode;
}

/**
 * The one accessible combobox of the app (ARIA 1.2, Downshift's useCombobox): a text box with a
 * list of suggestions, arrow keys and Enter to choose, Escape and blur to leave. Only a
 * suggestion can be chosen: leaving the box never picks the highlighted one.
 */
export function Combobox<T>({
  label,
  labelHidden = false,
  listLabel,
  items,
  itemKey,
  itemText,
  renderItem,
  inputValue,
  onInputValueChange,
  onSelect,
  onEscape,
  onBlur,
  placeholder,
  status,
  className,
  inputClassName,
  children,
}: ComboboxProps<T>) {
  const open = items.length > 0;
  const combobox = useCombobox<T>({
    items: [...items],
    itemToString: (item) => (item ? itemText(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    inputValue,
    isOpen: open,
    // Nothing stays selected: the caller shows its choice as the box's text.
    selectedItem: null,
    stateReducer: (
      state: UseComboboxState<T>,
      { type, changes }: UseComboboxStateChangeOptions<T>,
    ) =>
      // Leaving the box drops the highlighted suggestion instead of choosing it.
      type === useCombobox.stateChangeTypes.InputBlur
        ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
        : changes,
    onInputValueChange: ({ type, inputValue: value }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onInputValueChange(value);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });
  const statusId = `${combobox.getInputProps().id}-status`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      // Downshift would empty the box; the caller says what it shows instead.
      (
        event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
      ).preventDownshiftDefault = true;
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <div className={className ? `${styles.combobox} ${className}` : styles.combobox}>
      <label {...combobox.getLabelProps({ className: labelHidden ? 'sr-only' : styles.label })}>
        {label}
      </label>
      <div className={styles.frame}>
        <input
          {...combobox.getInputProps({
            className: inputClassName ? `${styles.input} ${inputClassName}` : styles.input,
            type: 'text',
            spellCheck: false,
            placeholder,
            'aria-describedby': statusId,
            onKeyDown,
            ...(onBlur ? { onBlur } : {}),
          })}
        />
        {children}
        <ul
          {...combobox.getMenuProps({ 'aria-label': listLabel, className: styles.list })}
          hidden={!open}
        >
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              {...combobox.getItemProps({ item, index })}
              className={combobox.highlightedIndex === index ? styles.active : undefined}
            >
              {renderItem ? renderItem(item) : itemText(item)}
            </li>
          ))}
        </ul>
        <p id={statusId} className={styles.status} role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
