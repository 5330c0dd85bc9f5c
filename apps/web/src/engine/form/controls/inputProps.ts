import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { tr } from '../../../i18n/tr';
import type { FieldControlProps } from '../FieldControl';
import { type FieldKind, type FieldSpec, labelText } from '../fieldSpec';

/** The least width of a control in a table cell: enough to read a short value; the column may grow. */
const cellWidths: Partial<Record<FieldKind, number>> = { email: 180, secret: 224, number: 140 };

const describe = (spec: FieldSpec, i18n: I18n) => spec.description && labelText(spec.description, i18n);

/**
 * What every input of a field shares. In a form its label shows above it; in a table cell (`cell`) the
 * column heading shows it, so the label only names the input for assistive technology.
 */
export function useInputProps(props: FieldControlProps) {
  const { spec, id, size, cell, readOnly, disabled, autoFocus } = props;
  const { i18n } = useLingui();
  const label = labelText(spec.label, i18n);
  const shared = {
    id,
    readOnly,
    disabled,
    // A message may be a shared English one (a check, the server's field error): shown in the language shown.
    error: props.error && tr(props.error, i18n),
    // Only a placeholder of the spec's own: a control's default (a phone's pattern) stays otherwise.
    ...(spec.placeholder ? { placeholder: labelText(spec.placeholder, i18n) } : {}),
    ...(autoFocus ? { 'data-autofocus': true } : {}),
  };
  const input = cell
    ? { ...shared, size: 'xs' as const, 'aria-label': label, miw: cellWidths[spec.kind] ?? 130, w: '100%' }
    : {
        ...shared,
        size,
        label,
        'aria-label': props.name,
        required: spec.required,
        description: describe(spec, i18n),
      };
  return { label, input, i18n };
}

/** The spec of one kind of field: what a control of that kind is given. */
export type KindProps<K extends FieldKind> = FieldControlProps & {
  spec: Extract<FieldControlProps['spec'], { kind: K }>;
};
