import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RouteResponse } from '@trips/shared/modules/transfers/routes.schema';
import type { Dispatch } from 'react';
import { MoveButtons } from '../../../components/MoveButtons';
import { useDragReorder } from '../../../engine/columns/useDragReorder';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import { fetchRouteProvider } from '../routesApi';
import { RateRows } from './RateRows';
import { isPlaceholder, type RouteAction, type RouteDraft } from './routeDraft';

interface Props {
  route: RouteResponse;
  draft: RouteDraft;
  dispatch: Dispatch<RouteAction>;
  /** Messages on rate rows, by `rateErrorKey`. */
  errors: Readonly<Record<string, RowErrors>>;
}

/** The route's providers in priority order: drag or move, add at the end, remove (undo until saved). */
export function RouteProviders({ route, draft, dispatch, errors }: Props) {
  const { t } = useLingui();
  const focus = useFocusNewRow();
  const move = (from: number, to: number) => dispatch({ type: 'move', from, to });
  const dragProps = useDragReorder(move);
  const start = { id: route.start_location.id, points: route.start_meeting_points };
  const end = { id: route.end_location.id, points: route.end_meeting_points };
  const add = async (id: number) => dispatch({ type: 'addProvider', provider: await fetchRouteProvider(id) });
  const fill = async (key: string, id: number) =>
    dispatch({ type: 'fillPlaceholder', key, provider: await fetchRouteProvider(id) });
  const exclude = draft.rows.map((r) => r.provider_id);
  return (
    <Stack gap="sm">
      {draft.rows.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No providers yet: add the ones that serve this route, the first choice first.</Trans>
        </Text>
      )}
      <Stack gap="sm" component="ol" aria-label={t`Providers in priority order`} p={0} m={0}>
        {draft.rows.map((entry, index) => {
          const empty = isPlaceholder(entry);
          const provider = empty ? t`Place ${index + 1}` : entry.provider_name;
          return (
            <Paper
              key={entry.key}
              component="li"
              withBorder
              p="sm"
              style={{ listStyle: 'none' }}
              aria-label={t`${index + 1}. ${provider}`}
              {...dragProps(index)}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={600}>
                  {index + 1}. {provider}
                </Text>
                <Group gap={4}>
                  <MoveButtons label={provider} index={index} count={draft.rows.length} onMove={move} />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t`Remove ${provider} from the route`}
                    onClick={() => dispatch({ type: 'removeProvider', key: entry.key })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              {empty ? (
                <>
                  <RemotePicker
                    label={t`Provider for place ${index + 1}`}
                    resource="providers"
                    narrow={{ type: 'transfer', location_ids: [start.id, end.id] }}
                    exclude={exclude}
                    onPick={(p) => void fill(entry.key, p.id)}
                  />
                  <Text size="xs" c="dimmed" mt={4}>
                    {t`An empty place is not saved: choose its provider, or remove it.`}
                  </Text>
                </>
              ) : (
                <RateRows
                  entry={entry}
                  start={start}
                  end={end}
                  dispatch={dispatch}
                  errors={errors}
                  rowProps={focus.rowProps}
                />
              )}
              <Button
                display={empty ? 'none' : undefined}
                mt="xs"
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  focus.expectNewRow();
                  dispatch({ type: 'addRate', provider: entry.key });
                }}
              >
                {t`Add rate row for ${provider}`}
              </Button>
            </Paper>
          );
        })}
      </Stack>
      <QueuedRemovals
        items={draft.removed.map(({ row }) => ({ key: row.key, label: row.provider_name }))}
        onUndo={(key) => dispatch({ type: 'restoreProvider', key })}
      />
      <Group align="flex-end" gap="sm">
        <RemotePicker
          label={t`Add provider`}
          resource="providers"
          narrow={{ type: 'transfer', location_ids: [start.id, end.id] }}
          exclude={exclude}
          onPick={(p) => void add(p.id)}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={14} />}
          disabled={draft.rows.some(isPlaceholder)}
          onClick={() => dispatch({ type: 'addPlaceholder' })}
        >
          {t`Add an empty place`}
        </Button>
      </Group>
    </Stack>
  );
}
