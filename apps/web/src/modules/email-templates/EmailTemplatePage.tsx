import { useLingui } from '@lingui/react/macro';
import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { type TemplateLanguage, templateBySlug, templateLanguages } from '@trips/shared/templates/registry';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { leaveQuestion } from '../../engine/edits/leaveGuard';
import { useLookup } from '../../engine/options/useLookup';
import { emailTemplateRoutes, emailTemplatesTitle } from '../../lib/emailTemplateRoutes';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { useTemplateQuery } from './emailTemplatesApi';
import { PlacePicker } from './PlacePicker';
import { TemplateEditor } from './TemplateEditor';
import { TemplateNav } from './TemplateNav';
import { templatePurposes } from './templatePurposes';

const isLanguage = (value: string | null): value is TemplateLanguage =>
  (templateLanguages as readonly (string | null)[]).includes(value);

/**
 * A template page (/booking-request …): the templates by screen on the left; on the right the chosen
 * brand × language (`?brand=&lang=`), its text beside a live preview. View right to see, edit to save.
 */
export default function EmailTemplatePage() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const slug = pathname.slice(1);
  const template = templateBySlug(slug)!;
  const route = emailTemplateRoutes.find((r) => r.path === pathname)!;
  const rights = useRights();
  const mayView = can(rights, 'email_templates', 'view');
  const mayEdit = can(rights, 'email_templates', 'edit');
  const brands = useLookup('brandings', mayView).data ?? [];
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('brand'));
  const brandingId = (brands.find((b) => b.id === asked) ?? brands[0])?.id ?? null;
  const lang = isLanguage(params.get('lang')) ? (params.get('lang') as TemplateLanguage) : 'en';
  const place = brandingId === null ? null : { slug, brandingId, lang };
  const query = useTemplateQuery(mayView ? place : null);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const choose = (brand: number, language: TemplateLanguage) => {
    if (dirty && !window.confirm(leaveQuestion())) return;
    setParams({ brand: String(brand), lang: language });
  };

  return (
    <Stack gap="md">
      <PageHeader
        trail={[{ label: t`Settings`, to: pathTo('settingsMenu') }]}
        title={i18n._(emailTemplatesTitle)}
        documentTitle={`${i18n._(route.title)} · ${i18n._(emailTemplatesTitle)}`}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TemplateNav slug={slug} search={brandingId ? `?brand=${brandingId}&lang=${lang}` : ''} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {!mayView ? (
            <Alert color="orange" variant="light" title={t`You cannot see the email templates`} />
          ) : (
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  {i18n._(route.title)}
                </Title>
                <Text size="sm" c="dimmed">
                  {i18n._(templatePurposes[slug]!)}
                </Text>
              </div>
              {place && (
                <PlacePicker brands={brands} brandingId={place.brandingId} lang={lang} onChange={choose} />
              )}
              {query.isError ? (
                <Alert color="red" variant="light" role="alert" title={t`unable to find data`} />
              ) : !place || !query.data ? (
                <PageLoader />
              ) : (
                <TemplateEditor
                  key={`${slug}-${place.brandingId}-${lang}`}
                  template={template}
                  place={place}
                  loaded={query.data}
                  readOnly={!mayEdit}
                  reload={query.refetch}
                  onDirtyChange={onDirtyChange}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
