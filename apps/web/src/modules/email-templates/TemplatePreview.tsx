import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { tr } from '../../i18n/tr';
import { styleNonce } from '../../lib/styleNonce';
import type { TemplateFields, TemplatePlace, TemplateSample } from './emailTemplatesApi';
import { SamplePicker } from './SamplePicker';
import { SendTestButton } from './SendTestButton';
import { useTemplatePreview } from './useTemplatePreview';

const frameStyle =
  'body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;color:#1a1b1e;margin:12px}' +
  'a{color:#1c6fb8}ul,ol{padding-left:1.4em}p{margin:0 0 .6em}';

/** The email as a whole document for the sandboxed frame: no script runs, no link opens in the app. */
const documentOf = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style nonce="${styleNonce()}">${frameStyle}</style></head><body>${html}</body></html>`;

interface Props {
  place: TemplatePlace;
  draft: TemplateFields;
  fieldName: (field: string) => string;
}

/** The draft as a provider would receive it, rendered on the server with the example data or a real trip. */
export function TemplatePreview({ place, draft, fieldName }: Props) {
  const { t } = useLingui();
  const [sample, setSample] = useState<TemplateSample>(null);
  const { rendered, problems, pending } = useTemplatePreview(place, draft, sample);
  const [view, setView] = useState('html');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Preview`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h5">
            <Trans>Preview</Trans>
          </Title>
          {pending && <Loader size="xs" aria-label={t`Updating the preview`} />}
        </Group>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={setView}
          data={[
            { value: 'html', label: t`Formatted` },
            { value: 'text', label: t`Plain text` },
          ]}
        />
      </Group>
      <Group align="flex-end" gap="xs" mb="sm">
        <div style={{ flex: 1 }}>
          <SamplePicker slug={place.slug} value={sample} onChange={setSample} />
        </div>
        <SendTestButton place={place} draft={draft} sample={sample} />
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {sample ? (
          <Trans>With this trip's values, as the recipient will read them.</Trans>
        ) : (
          <Trans>With example data, as the provider will receive it.</Trans>
        )}
      </Text>
      {problems && (
        <Alert color="red" variant="light" role="alert" mb="sm" title={t`The template cannot be rendered`}>
          <Stack gap={2}>
            {Object.entries(problems).map(([field, message]) => (
              <Text key={field} size="sm">
                {field ? `${fieldName(field)}: ` : ''}
                {tr(message)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {rendered && (
        <Stack gap="xs">
          <Text size="sm" data-testid="preview-subject">
            <Text span fw={600}>
              <Trans>Subject:</Trans>
            </Text>{' '}
            {rendered.subject}
          </Text>
          {view === 'html' ? (
            <iframe
              title={t`Email preview`}
              sandbox=""
              srcDoc={documentOf(rendered.html)}
              style={{
                width: '100%',
                height: 480,
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 6,
              }}
            />
          ) : (
            <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="preview-text">
              {rendered.text}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
