import { Stack, Switch, type SwitchProps, TextInput } from '@mantine/core';
import { ImageInput } from '../../engine/form/controls/ImageInput';
import { type ContactGroup, contactGroups, getIn, inputId, labelOf } from './brandingDraft';
import type { BrandEditor } from './useBrandEditor';

export interface FieldProps {
  editor: BrandEditor;
  readOnly: boolean;
}

interface TextFieldProps extends FieldProps {
  path: string;
  /** The visible label; `name` is the accessible one when the section does not say what it belongs to. */
  label: string;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  required?: boolean;
}

export function BrandTextField({ editor, readOnly, path, label, name, type, required }: TextFieldProps) {
  return (
    <TextInput
      id={inputId(path)}
      label={label}
      aria-label={name}
      type={type}
      autoComplete="off"
      required={required && !readOnly}
      readOnly={readOnly}
      value={String(getIn(editor.draft, path) ?? '')}
      error={editor.problems.fields[path]}
      onChange={(event) => editor.edit(path, event.currentTarget.value)}
    />
  );
}

export function BrandSwitch({
  editor,
  readOnly,
  path,
  label,
  description,
  mt,
}: FieldProps & { path: string; label: string; description?: string; mt?: SwitchProps['mt'] }) {
  return (
    <Switch
      id={inputId(path)}
      label={label}
      description={description}
      mt={mt}
      disabled={readOnly}
      checked={getIn(editor.draft, path) === true}
      error={editor.problems.fields[path]}
      onChange={(event) => editor.edit(path, event.currentTarget.checked)}
    />
  );
}

/** A section's logo: what it shows now (saved, or chosen and not saved yet), choose another, remove. */
function LogoField({ editor, readOnly, group, title }: FieldProps & { group: ContactGroup; title: string }) {
  const path = `${group}.logo`;
  return (
    <ImageInput
      id={inputId(path)}
      subject={`${title} logo`}
      label="Logo"
      value={editor.draft[group].logo}
      saved={editor.saved[group].logo}
      onChange={(logo) => editor.edit(path, logo)}
      error={editor.problems.fields[path]}
      readOnly={readOnly}
    />
  );
}

/** PDF, Request or Customer web site: the logo on top (so the three line up side by side), then the contacts. */
export function ContactSection({ editor, readOnly, group }: FieldProps & { group: ContactGroup }) {
  const { title, withUrl } = contactGroups.find((g) => g.key === group)!;
  const field = (key: string, label: string, type: TextFieldProps['type']) => (
    <BrandTextField
      editor={editor}
      readOnly={readOnly}
      path={`${group}.${key}`}
      label={label}
      name={labelOf(`${group}.${key}`)}
      type={type}
    />
  );
  return (
    <Stack gap="sm">
      <LogoField editor={editor} readOnly={readOnly} group={group} title={title} />
      {withUrl && field('url', 'URL', 'url')}
      {field('phone', 'Phone', 'tel')}
      {field('email', 'Email', 'email')}
    </Stack>
  );
}
