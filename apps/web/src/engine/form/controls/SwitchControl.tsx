import { Switch } from '@mantine/core';
import { type KindProps, useInputProps } from './inputProps';

/** A yes/no field; beside inputs in a form it sits level with them, under their labels. */
export function SwitchControl(props: KindProps<'boolean'>) {
  const { value, onChange, cell, size, readOnly } = props;
  const { input, label } = useInputProps(props);
  return (
    <Switch
      id={input.id}
      size={cell ? undefined : size}
      mt={cell || size === 'xs' ? undefined : 'lg'}
      label={cell ? undefined : label}
      aria-label={cell ? label : props.name}
      description={'description' in input ? input.description : undefined}
      checked={value === true}
      disabled={readOnly || input.disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={input.error}
    />
  );
}
