import { useLingui } from '@lingui/react/macro';
import { Stack, Switch, type SwitchProps, TextInput } from '@mantine/core';
import { ImageInput } from '../../engine/form/controls/ImageInput';
import { tr } from '../../i18n/tr';
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
  const { i18n } = useLingui();
  const error = editor.problems.fields[path];
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
      error={error && tr(error, i18n)}
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
  const { i18n } = useLingui();
  const error = editor.problems.fields[path];
  return (
    <Switch
      id={inputId(path)}
      label={label}
      description={description}
      mt={mt}
      disabled={readOnly}
      checked={getIn(editor.draft, path) === true}
      error={error && tr(error, i18n)}
      onChange={(event) => editor.edit(path, event.currentTarget.checked)}
    />
  );
}

/** A section's logo: what it shows now (saved, or chosen and not saved yet), choose another, remove. */
function LogoField({ editor, readOnly, group, title }: FieldProps & { group: ContactGroup; title: string }) {
  const { i18n, t } = useLingui();
  const path = `${group}.logo`;
  const error = editor.problems.fields[path];
  return (
    <ImageInput
      id={inputId(path)}
      subject={t`${title} logo`}
      label={t`Logo`}
      value={editor.draft[group].logo}
      saved={editor.saved[group].logo}
      onChange={(logo) => editor.edit(path, logo)}
      error={error && tr(error, i18n)}
      readOnly={readOnly}
    />
  );
}

/** PDF, Request or Customer web site: the logo on top (so the three line up side by side), then the contacts. */
export function ContactSection({ editor, readOnly, group }: FieldProps & { group: ContactGroup }) {
  const { i18n, t } = useLingui();
  const found = contactGroups.find((g) => g.key === group)!;
  const title = i18n._(found.title);
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
      {found.withUrl && field('url', t`URL`, 'url')}
      {field('phone', t`Phone`, 'tel')}
      {field('email', t`Email`, 'email')}
    </Stack>
  );
}
