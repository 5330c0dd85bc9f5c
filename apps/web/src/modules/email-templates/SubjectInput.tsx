import { TextInput } from '@mantine/core';
import type { TemplateDef } from '@trips/shared/templates/registry';
import { useRef } from 'react';
import { VariableMenu } from './VariableMenu';

interface Props {
  template: TemplateDef;
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: string;
  required?: boolean;
}

/** A one-line text of the template (subject, sender name) with its own Insert variable menu. */
export function SubjectInput({ template, label, value, onChange, readOnly, error, required }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const insert = (text: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? start;
    onChange(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  return (
    <TextInput
      ref={input}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={readOnly}
      error={error}
      required={required}
      rightSection={readOnly ? null : <VariableMenu template={template} onPick={insert} compactFor={label} />}
    />
  );
}
