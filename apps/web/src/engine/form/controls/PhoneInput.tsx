import { TextInput, type TextInputProps } from '@mantine/core';
import { limits } from '@trips/shared/validation/messages';
import { maskPhone } from '@trips/shared/validation/phone-mask';

interface Props extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

/** A phone field with the spec's mask: "+", a digit 1-9, then groups of digits. */
export function PhoneInput({ value, onChange, ...props }: Props) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+34 600 000 000"
      maxLength={limits.user}
      {...props}
      value={value}
      onChange={(event) => onChange(maskPhone(event.currentTarget.value))}
    />
  );
}
