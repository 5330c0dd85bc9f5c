import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { brandingMessages } from '@trips/shared/modules/brandings/brandings.constants';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { tr } from '../../i18n/tr';
import { pathTo } from '../../lib/paths';
import { routes } from '../../lib/routeTable';
import { useRights } from '../../lib/useSession';
import { BrandEditor } from './BrandEditor';
import { BrandList } from './BrandList';
import { useBrandingQuery, useBrandingsQuery } from './brandingsApi';

interface PanelProps {
  id: number | null;
  mayCreate: boolean;
  mayEdit: boolean;
  onCreated: (id: number) => void;
  onDeleted: () => void;
}

/** The chosen brand loaded into the editor; a new brand (id null) needs nothing loaded. */
function BrandPanel({ id, ...props }: PanelProps) {
  const { i18n } = useLingui();
  const query = useBrandingQuery(id);
  if (id !== null && !query.data) {
    return query.isError ? (
      <Alert color="red" variant="light" role="alert" title={tr(brandingMessages.notFound, i18n)} />
    ) : (
      <PageLoader />
    );
  }
  // One element whether new or saved, so the editor (and its edits) lives on when a new brand is created.
  return <BrandEditor loaded={id === null ? null : query.data!} reload={query.refetch} {...props} />;
}

/**
 * /branding: the brands on the left, the chosen one's settings on the right (`?brand=id`, or `?brand=new`
 * for a new brand not saved yet). View right to see them, create right for a new brand, edit right to
 * change or delete one.
 */
export default function BrandingPage() {
  const { i18n, t } = useLingui();
  const rights = useRights();
  const mayView = can(rights, 'branding', 'view');
  const mayCreate = can(rights, 'branding', 'create');
  const mayEdit = can(rights, 'branding', 'edit');
  const list = useBrandingsQuery(mayView);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The editor of a brand just created keeps the key it had while new, so its draft stays on screen.
  const [created, setCreated] = useState<{ id: number; key: string } | null>(null);

  const brands = list.data?.items ?? [];
  const asked = params.get('brand');
  const creating = asked === 'new' && mayCreate;
  const selected = creating ? null : ((brands.find((b) => String(b.id) === asked) ?? brands[0])?.id ?? null);
  const editorKey = creating
    ? `new-${location.key}`
    : created && created.id === selected
      ? created.key
      : `brand-${selected}`;

  const onCreated = (id: number) => {
    setCreated({ id, key: editorKey });
    setParams({ brand: String(id) }, { replace: true });
  };
  const onDeleted = () => setParams({}, { replace: true });

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        trail={[{ label: t`Settings`, to: pathTo('settingsMenu') }]}
        title={i18n._(routes.branding.title)}
        actions={
          mayView &&
          mayCreate && (
            <Button component={Link} to="?brand=new" leftSection={<IconPlus size={18} />} disabled={creating}>
              <Trans>New brand</Trans>
            </Button>
          )
        }
      />
      {!mayView ? (
        <Alert color="orange" variant="light" title={t`You cannot see the brands`}>
          <Trans>
            Your user group has no right to see the brands. Ask an administrator if you need them.
          </Trans>
        </Alert>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" title={tr(brandingMessages.notFound, i18n)} />
      ) : list.isPending ? (
        <PageLoader />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p={4} pos="sticky" top={76}>
              {brands.length === 0 && !creating ? (
                <Text size="sm" c="dimmed" p="sm">
                  <Trans>No brands yet.</Trans>
                </Text>
              ) : (
                <BrandList brands={brands} selected={creating ? 'new' : selected} />
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {creating || selected !== null ? (
              <BrandPanel
                key={editorKey}
                id={selected}
                mayCreate={mayCreate}
                mayEdit={mayEdit}
                onCreated={onCreated}
                onDeleted={onDeleted}
              />
            ) : null}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
