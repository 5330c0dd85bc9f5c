import { tr } from '../../../i18n/tr';
import { ImageInput } from './ImageInput';
import { type KindProps, useInputProps } from './inputProps';
import { LanguagesInput } from './LanguagesInput';

/** A text per language, each with its own message. */
export function LanguagesControl(props: KindProps<'languages'>) {
  const { spec, value, onChange, readOnly, size, errors } = props;
  const { label, i18n } = useInputProps(props);
  return (
    <LanguagesInput
      label={label}
      size={size}
      value={value as never}
      onChange={onChange}
      max={spec.max}
      multiline={spec.multiline}
      errors={errors && Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, m && tr(m, i18n)]))}
      readOnly={readOnly}
    />
  );
}

/** A picture; one chosen and not saved yet is marked against the saved one. */
export function ImageControl(props: KindProps<'image'>) {
  const { id, value, saved, onChange, readOnly } = props;
  const { label, input } = useInputProps(props);
  return (
    <ImageInput
      id={id}
      subject={label}
      label={label}
      value={typeof value === 'string' ? value : ''}
      saved={typeof saved === 'string' ? saved : ''}
      onChange={onChange}
      error={input.error}
      readOnly={readOnly}
    />
  );
}
