import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { ChangeEvent, KeyboardEvent, ReactNode, Ref } from 'react';
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
  /**
   * Enter with no suggestion highlighted chooses the first one, so a few letters and Enter pick
   * a name without the arrows (the dashboard's result forms). Without it Enter then does nothing.
   */
  enterChoosesFirst?: boolean;
  /**
   * When Enter in the box reaches the form around it (and submits it): while the list is closed
   * (`closed`, the default), only while nothing is typed (`empty`: Enter in the empty box saves,
   * Enter after a few letters never does), or `never`.
   */
  enterToForm?: 'closed' | 'empty' | 'never';
  /** The input element, for a caller that moves the focus into the box. */
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** A live line under the box (found counts, "Geen … gevonden"); read out as it changes. */
  status?: ReactNode;
  className?: string;
  inputClassName?: string;
  /** Things inside the box's frame beside the input (a clear button, a link). */
  children?: ReactNode;
}

/**
 * What Enter in the box does beyond Downshift's own (which chooses the highlighted suggestion
 * and, while the list is open, keeps Enter from the form): `first` chooses the first suggestion,
 * `not-the-form` keeps Enter from the form, `default` leaves it to Downshift and the browser.
 */
export function enterAction({
  highlighted,
  suggestions,
  typed,
  enterChoosesFirst,
  enterToForm,
}: {
  highlighted: boolean;
  suggestions: number;
  typed: boolean;
  enterChoosesFirst: boolean;
  enterToForm: 'closed' | 'empty' | 'never';
}): 'first' | 'not-the-form' | 'default' {
  if (enterChoosesFirst && suggestions > 0 && !highlighted) return 'first';
  if (enterToForm === 'never' || (enterToForm === 'empty' && typed)) return 'not-the-form';
  return 'default';
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
  enterChoosesFirst = false,
  enterToForm = 'closed',
  inputRef,
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
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });
  const statusId = `${combobox.getInputProps().id}-status`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & {
      preventDownshiftDefault?: boolean;
    };
    if (event.key === 'Escape' && onEscape) {
      // Downshift would empty the box; the caller says what it shows instead.
      native.preventDownshiftDefault = true;
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const enter = enterAction({
        highlighted: combobox.highlightedIndex >= 0,
        suggestions: items.length,
        typed: inputValue.trim() !== '',
        enterChoosesFirst,
        enterToForm,
      });
      if (enter === 'first') {
        native.preventDownshiftDefault = true;
        event.preventDefault();
        onSelect(items[0]!);
      } else if (enter === 'not-the-form') {
        // Downshift still chooses the highlighted suggestion, if any.
        event.preventDefault();
      }
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
            // The caller's text changes in the input event itself, not in Downshift's
            // onInputValueChange: that runs in an effect after a render with the old text, which
            // puts the old text back in the box (downshift #1108), and a letter typed before the
            // effect's own render was lost (a fast typist, a slow phone: "Sc" became "Sh").
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              onInputValueChange(event.currentTarget.value),
            ...(inputRef ? { ref: inputRef } : {}),
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
      </div>
      {/* Under the frame, so the list opens right under the box, over this line. */}
      <p id={statusId} className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
