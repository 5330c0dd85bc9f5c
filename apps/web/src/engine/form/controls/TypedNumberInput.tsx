import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type Shown = number | string;

interface Props extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** What the draft holds: a number, null (empty), or text the check will name. */
  value: unknown;
  /** From the draft's value to what the input shows (a fraction shown as a percentage). */
  show?: (value: number) => number;
  /** From what the input shows to what the draft holds. */
  read: (input: Shown) => unknown;
  onChange: (value: unknown) => void;
}

const identity = (n: number) => n;

/**
 * A number input that keeps what the user types ('0.', '0.50', '-') on screen while the draft holds the
 * number; a value set from outside (Discard, Reload, a save) replaces what is shown. Out of bounds is a
 * message next to the field, never a silent change on blur.
 */
export function TypedNumberInput({ value, show = identity, read, onChange, ...input }: Props) {
  const shown = (v: unknown): Shown => (typeof v === 'number' ? show(v) : typeof v === 'string' ? v : '');
  const [text, setText] = useState<Shown>(shown(value));
  const [emitted, setEmitted] = useState(value);
  if (!Object.is(value, emitted)) {
    setEmitted(value);
    setText(shown(value));
  }
  return (
    <NumberInput
      {...input}
      value={text}
      clampBehavior="none"
      onChange={(typed) => {
        const next = read(typed);
        setText(typed);
        setEmitted(next);
        onChange(next);
      }}
    />
  );
}

/**
 * A typed number as a draft holds it: empty is `empty`, a number as typed; anything else stays as text so
 * the check names it, or is `empty` where the form has no check of its own (`keepText` false).
 */
export function numberRead(empty: unknown = null, keepText = true) {
  return (input: Shown): unknown => {
    if (input === '') return empty;
    const number = typeof input === 'number' ? input : Number(input);
    if (Number.isFinite(number)) return number;
    return keepText ? String(input) : empty;
  };
}
