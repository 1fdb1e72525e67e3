import type { InputHTMLAttributes } from 'react';
import { inputNumber, numberText } from '../api/number-problems';

type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> & {
  value: number | null;
  onChange: (value: number) => void;
};

/** A whole-number input: empty reads as NaN, which the form names before sending. */
export function NumberInput({ value, onChange, ...rest }: NumberInputProps) {
  return (
    <input
      type="number"
      inputMode="numeric"
      step={1}
      value={numberText(value)}
      onChange={(event) => onChange(inputNumber(event.target.value))}
      {...rest}
    />
  );
}
