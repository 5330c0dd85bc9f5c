import { Badge, Center, Image, Paper, Stack, Switch, type SwitchProps, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PictureButtons } from '../../components/PictureButtons';
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
  const logo = editor.draft[group].logo;
  const subject = `${title} logo`;
  const unsaved = logo !== editor.saved[group].logo;
  const error = editor.problems.fields[path];
  // A picture the browser cannot draw (the server will refuse it too) says so instead of a broken image.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="div">
        Logo{' '}
        {unsaved && (
          <Badge size="xs" variant="light" color="orange" ml={4}>
            {logo ? 'new, not saved yet' : 'removed, not saved yet'}
          </Badge>
        )}
      </Text>
      <Paper
        withBorder
        radius="sm"
        h={96}
        p={6}
        bg="gray.0"
        style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        {logo && broken !== logo ? (
          <Image src={logo} alt={subject} h={82} w="100%" fit="contain" onError={() => setBroken(logo)} />
        ) : (
          <Center h="100%">
            <Text size="sm" c={logo ? 'red.7' : 'dimmed'}>
              {logo ? 'This picture cannot be shown' : 'No logo'}
            </Text>
          </Center>
        )}
      </Paper>
      {readOnly ? null : (
        <PictureButtons
          subject={subject}
          chooseText="Choose picture"
          hasPicture={Boolean(logo)}
          onPick={(dataUrl) => editor.edit(path, dataUrl)}
          onRemove={() => editor.edit(path, '')}
          error={error}
          buttonId={inputId(path)}
        />
      )}
    </Stack>
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
