import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TemplateAnswer } from './emailTemplatesApi';
import { languageNames } from './templateTexts';

/** Says when the brand × language has no text of its own and which one it uses instead. */
export function FallbackNotice({ answer }: { answer: TemplateAnswer }) {
  const { i18n, t } = useLingui();
  if (answer.source === 'own') return null;
  if (!answer.fallback) {
    return (
      <Alert color="orange" variant="light" icon={<IconInfoCircle />} title={t`No text yet`}>
        <Trans>
          This template has no text for this brand and language, nor one to fall back to. Write it and save.
        </Trans>
      </Alert>
    );
  }
  const language = i18n._(languageNames[answer.fallback.lang]);
  const brand = answer.fallback.branding_name;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={t`Using another text`}>
      <Trans>
        This brand has no text of its own in this language yet, so its emails use the {language} text of{' '}
        {brand}, shown here. Saving makes it this brand’s own text in this language.
      </Trans>
    </Alert>
  );
}
