import { RemotePicker } from '../../options/RemotePicker';
import { type KindProps, useInputProps } from './inputProps';

/** One row of a big resource, searched through its `/options`; the chosen row comes with its name. */
export function RemoteControl(props: KindProps<'remote'>) {
  const { spec, onChange, readOnly, size, picked, cell } = props;
  const { label, input } = useInputProps(props);
  return (
    <RemotePicker
      label={label}
      hideLabel={cell}
      size={cell ? 'xs' : size}
      resource={spec.resource}
      value={picked ?? null}
      onPick={(option) => onChange(option.id, option)}
      onClear={() => onChange(null, null)}
      placeholder={spec.placeholder}
      disabled={readOnly}
      error={input.error}
    />
  );
}
