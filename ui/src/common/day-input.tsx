import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';
import { dayPattern, isoDayToFilterDay, parseFilterDay, typedDay } from './dates';

export interface DayInputProps extends Omit<
  InputGroupProps,
  'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** The kept day, YYYY-MM-DD, or '' for none. */
  value: string;
  /** A complete day within min..max (YYYY-MM-DD), or '' when emptied; a half-typed text reports nothing. */
  onChange: (day: string) => void;
  min?: string;
  max?: string;
}

/**
 * A day typed as DD/MM/YYYY (Document 2 §9), whatever the browser's locale: the native date input
 * shows the locale's order (mm/dd/yyyy in en-US). A text that is not a day, or outside min..max,
 * is marked and not taken.
 */
export function DayInput({ value, onChange, min, max, ...input }: DayInputProps) {
  const [text, setText] = useState(() => isoDayToFilterDay(value));
  // Follow a value set from outside (Clear filters, another field), not one this input just sent.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (parseFilterDay(text) !== value) setText(isoDayToFilterDay(value));
  }
  const { invalid } = typedDay(text, min, max);

  const change = (next: string) => {
    setText(next);
    const { day } = typedDay(next, min, max);
    if (day !== null) onChange(day);
  };
  return (
    <InputGroup
      placeholder={dayPattern()}
      inputMode="numeric"
      autoComplete="off"
      {...input}
      value={text}
      onValueChange={change}
      // A day typed without separators (DDMMYYYY on a number pad) reads DD/MM/YYYY once left.
      onBlur={(e) => {
        const { day } = typedDay(text, min, max);
        if (day) setText(isoDayToFilterDay(day));
        input.onBlur?.(e);
      }}
      intent={invalid ? 'danger' : (input.intent ?? 'none')}
      aria-invalid={invalid || undefined}
    />
  );
}
