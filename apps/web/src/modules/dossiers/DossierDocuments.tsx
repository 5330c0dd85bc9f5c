import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { type DossierLanguage, dossierLanguages } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { DossierResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import { FormSection } from '../../components/FormSection';
import { formatDateTime } from '../../i18n/format';
import { openDossierPdf, useDossierDocument } from './dossiersApi';

interface Props {
  loaded: DossierResponse;
  mayEdit: boolean;
}

/** The dossier's PDF per language: the one uploaded, else one generated from the title and text. */
export function DossierDocuments({ loaded, mayEdit }: Props) {
  const { t } = useLingui();
  const id = loaded.dossier.id;
  const change = useDossierDocument(id);
  const names: Record<DossierLanguage, string> = { eng: t`English`, spn: t`Spanish`, grm: t`German` };
  return (
    <FormSection title={t`Dossier PDFs`}>
      <Stack gap="sm">
        {dossierLanguages.map((lang) => {
          const upload = loaded.documents[lang];
          return (
            <Group
              key={lang}
              role="group"
              aria-label={names[lang]}
              justify="space-between"
              gap="xs"
              wrap="wrap"
            >
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {names[lang]}
                </Text>
                {upload ? (
                  <Text size="sm">
                    <Trans>
                      {upload.file_name}, uploaded by {upload.uploaded_by_name ?? '—'} on{' '}
                      {formatDateTime(upload.uploaded_at)}
                    </Trans>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    <Trans>Generated from the title and text</Trans>
                  </Text>
                )}
              </Stack>
              <Group gap="xs" justify="flex-end" wrap="wrap">
                <Button size="xs" variant="light" onClick={() => void openDossierPdf(id, lang)}>
                  <Trans>Open PDF</Trans>
                </Button>
                {mayEdit && (
                  <FileButton
                    accept="application/pdf"
                    onChange={(file) => file && change.mutate({ lang, file })}
                  >
                    {(props) => (
                      <Button size="xs" variant="default" loading={change.isPending} {...props}>
                        {t`Upload PDF (${names[lang]})`}
                      </Button>
                    )}
                  </FileButton>
                )}
                {mayEdit && upload && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => change.mutate({ lang, file: null })}
                  >
                    <Trans>Remove upload</Trans>
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </FormSection>
  );
}
