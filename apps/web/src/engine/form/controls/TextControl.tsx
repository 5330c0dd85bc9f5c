import { TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { type KindProps, useInputProps } from './inputProps';

/** A one-line text (typed as text, an address, a link or a number to call), or a long text. */
export function TextControl(props: KindProps<'text' | 'email' | 'url' | 'tel' | 'textarea'>) {
  const { spec, value, onChange, cell } = props;
  const { input } = useInputProps(props);
  const text = typeof value === 'string' ? value : '';
  if (spec.kind === 'textarea')
    return (
      <GrowingTextarea
        {...input}
        minRows={spec.rows ?? 3}
        maxRows={12}
        maxLength={spec.max}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  return (
    <TextInput
      {...input}
      type={spec.kind}
      maxLength={spec.max}
      value={text}
      // A long text is cut off in a narrow cell: the whole of it on hover.
      title={cell && text.length > 20 ? text : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
