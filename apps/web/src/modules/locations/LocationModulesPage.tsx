import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { LocationDetail } from '@trips/shared/modules/locations/locations.schema';
import type { PriorityListsResponse } from '@trips/shared/modules/locations/priority-lists.schema';
import type { ObjectTasks } from '@trips/shared/modules/tasks/tasks.schema';
import { can } from '@trips/shared/permissions/rights';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RemotePicker } from '../../engine/options/RemotePicker';
import { ApiError } from '../../lib/api';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { useObjectTasks } from '../tasks';
import { rationKeys } from './form/locationDraft';
import { type LocationModule, locationModulePath, locationModules } from './locationModules';
import { useLocationQuery } from './locationsApi';
import { usePriorityListsQuery } from './priority/priorityApi';

interface Loaded {
  detail?: LocationDetail;
  priority?: PriorityListsResponse;
  tasks?: ObjectTasks;
}

/** Where one module of the chosen location stands, in a line or two; undefined while it loads. */
function statusOf(module: LocationModule, { detail, priority, tasks }: Loaded): ReactNode {
  switch (module) {
    case 'settings':
      return (
        detail && (
          <>
            {[detail.country_name, detail.state_name].filter(Boolean).join(' · ')}
            <br />
            {detail.is_automated_processing ? t`Automated processing on` : t`Automated processing off`}
          </>
        )
      );
    case 'ration': {
      if (!detail) return undefined;
      const replaced = rationKeys.filter((key) => detail[`${key}_replacement_id`] !== null).length;
      const plans = rationKeys.length;
      return t`${replaced} of ${plans} meal plans replaced`;
    }
    case 'name-variations': {
      if (!detail) return undefined;
      const names = detail.name_variations.map((v) => v.name);
      const listed =
        names.length > 0 ? `: ${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''}` : '';
      const count = names.length;
      return `${plural(count, { one: '# variation', other: '# variations' })}${listed}`;
    }
    case 'meeting-points':
      return (
        detail && plural(detail.meeting_points.length, { one: '# meeting point', other: '# meeting points' })
      );
    case 'priority-lists': {
      if (!priority) return undefined;
      const hotels = priority.hotel.length;
      const superiors = priority.superior.length;
      const emergency = priority.emergency_transfer.length;
      return t`Hotels ${hotels} · Superiors ${superiors} · Emergency transfers ${emergency}`;
    }
    case 'tasks': {
      if (!tasks) return undefined;
      const { pending_count: pending, overdue_count: overdue } = tasks;
      return t`${pending} pending · ${overdue} overdue`;
    }
  }
}

function ModuleCard({
  module,
  locationId,
  status,
}: {
  module: (typeof locationModules)[number];
  locationId: number | null;
  status: ReactNode;
}) {
  const { i18n } = useLingui();
  const title = i18n._(module.title);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {i18n._(module.description)}
        </Text>
        {locationId !== null && (
          <Text size="sm" fw={500} aria-label={t`${title} status`} style={{ flexGrow: 1 }}>
            {status ?? t`Loading…`}
          </Text>
        )}
        <Group justify="flex-end" mt="auto">
          {locationId === null ? (
            <Button size="xs" variant="default" disabled>
              <Trans>Open</Trans>
            </Button>
          ) : (
            <Button
              component={Link}
              to={locationModulePath(locationId, module.anchor)}
              size="xs"
              variant="light"
              rightSection={<IconArrowRight size={14} />}
              aria-label={t`Open ${title}`}
            >
              <Trans>Open</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The modules the user may open: Tasks only with the tasks right, as on the detail screen. */
function useShownModules() {
  const rights = useRights();
  return locationModules.filter((m) => m.anchor !== 'tasks' || can(rights, 'tasks'));
}

const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'md' } as const;

function ChosenLocationModules({ id, detail }: { id: number; detail?: LocationDetail }) {
  const priority = usePriorityListsQuery(id);
  const tasks = useObjectTasks('location', id, 1);
  const loaded: Loaded = { detail, priority: priority.data, tasks: tasks.data };
  const failed = (module: LocationModule) =>
    (module === 'priority-lists' && priority.isError) || (module === 'tasks' && tasks.isError);
  return (
    <SimpleGrid {...grid}>
      {useShownModules().map((module) => (
        <ModuleCard
          key={module.anchor}
          module={module}
          locationId={id}
          status={failed(module.anchor) ? t`unable to find data` : statusOf(module.anchor, loaded)}
        />
      ))}
    </SimpleGrid>
  );
}

function ModulesWithoutLocation() {
  return (
    <SimpleGrid {...grid}>
      {useShownModules().map((module) => (
        <ModuleCard key={module.anchor} module={module} locationId={null} status={null} />
      ))}
    </SimpleGrid>
  );
}

/**
 * /location-modules: the modules every location is kept in, and for the location chosen here (kept in the
 * address as ?location=<id>, so Back and a reload keep it) where each one stands, with a link to that
 * module's section of the location's screen.
 */
export default function LocationModulesPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('location'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const query = useLocationQuery(id ?? 0);
  const choose = (next: number | null) => setParams(next === null ? {} : { location: String(next) });
  const failed = params.has('location') && (id === null || query.isError);
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  const chosen = failed ? null : id;

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader trail={[{ label: t`Locations`, to: pathTo('locations') }]} title={t`Location modules`} />
      <Text size="sm" c="dimmed">
        <Trans>
          Every location is kept in the modules below. Choose a location to see where each of its modules
          stands, then open the one to work on.
        </Trans>
      </Text>
      <RemotePicker
        label={t`Location`}
        resource="locations"
        placeholder={t`Search a location…`}
        value={chosen !== null && query.data ? { id: chosen, name: query.data.name } : null}
        onPick={(option) => choose(option.id)}
        onClear={() => choose(null)}
      />
      {failed && (
        <Alert
          color="red"
          variant="light"
          title={missing ? t`Location not found` : t`unable to find locations`}
        >
          {missing && t`There is no location with this number; it may have been deleted. Choose another one.`}
        </Alert>
      )}
      {chosen !== null ? (
        <ChosenLocationModules id={chosen} detail={query.data} />
      ) : (
        <ModulesWithoutLocation />
      )}
    </Stack>
  );
}
