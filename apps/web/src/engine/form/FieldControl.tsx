import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import type { Option } from '../options/remoteOptions';
import { ChoiceControl, MultiLookup } from './controls/ChoiceControl';
import { ImageControl, LanguagesControl } from './controls/ContentControls';
import { DateField } from './controls/DateField';
import { useInputProps } from './controls/inputProps';
import { NumberControl } from './controls/NumberControl';
import { PhoneInput } from './controls/PhoneInput';
import { RemoteControl } from './controls/RemoteControl';
import { SecretInput } from './controls/SecretInput';
import { SwitchControl } from './controls/SwitchControl';
import { TextControl } from './controls/TextControl';
import { WeekDaysInput } from './controls/WeekDaysInput';
import type { FieldSpec } from './fieldSpec';
import { LookupSelect } from './LookupSelect';

/** The row a lookup or remote field points at, handed over with its id (a row keeps its name). */
export type Picked = LookupItem | Option | null;

export interface FieldControlProps {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown, picked?: Picked) => void;
  error?: string;
  /** Messages of a text per language, by language. */
  errors?: Partial<Record<string, string>>;
  /** What is saved (an image marks a change not saved yet; a secret says whether one is kept). */
  saved?: unknown;
  size?: 'xs' | 'sm';
  /** Shown in a table cell: small, named by its label for assistive technology only (the column shows it). */
  cell?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  id?: string;
  /** What assistive technology calls the field when its visible label is shared ('From' on every item). */
  name?: string;
  /** Takes the focus when its dialog opens. */
  autoFocus?: boolean;
  /** Narrows a lookup's choices (the regions of the chosen country). */
  filter?: (item: LookupItem) => boolean;
  /** A remote field's chosen row with its name. */
  picked?: Option | null;
}

/** The one control of a form field or a table cell, chosen by its spec's kind; every control is labelled. */
export function FieldControl(props: FieldControlProps) {
  const { spec, value, onChange } = props;
  const { input } = useInputProps(props);
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'textarea':
      return <TextControl {...props} spec={spec} />;
    case 'phone':
      return <PhoneInput {...input} maxLength={spec.max} value={text} onChange={onChange} />;
    case 'number':
    case 'money':
    case 'percentage':
      return <NumberControl {...props} spec={spec} />;
    case 'boolean':
      return <SwitchControl {...props} spec={spec} />;
    case 'select':
      return <ChoiceControl {...props} spec={spec} />;
    case 'lookups':
      return <MultiLookup {...props} spec={spec} />;
    case 'secret':
      return <SecretInput {...props} spec={spec} />;
    case 'weekdays':
      return <WeekDaysInput {...props} spec={spec} />;
    case 'date':
      return (
        <DateField {...input} value={text} onChange={(day) => onChange(day ?? (spec.required ? '' : null))} />
      );
    case 'lookup':
      return (
        <LookupSelect
          {...input}
          lookup={spec.lookup}
          value={typeof value === 'number' ? value : null}
          filter={props.filter}
          onChange={(next, item) => onChange(next, item)}
        />
      );
    case 'remote':
      return <RemoteControl {...props} spec={spec} />;
    case 'languages':
      return <LanguagesControl {...props} spec={spec} />;
    case 'image':
      return <ImageControl {...props} spec={spec} />;
  }
}
