import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, List, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultFilterState, type ListState } from '@trips/shared/list/state';
import { encodeListState } from '@trips/shared/list/url-state';
import type { AttentionItem, AttentionResponse } from '@trips/shared/modules/trips/readiness.schema';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { api } from '../../lib/api';
import { detailPath } from '../../lib/paths';
import { fixOf, fixParam } from '../trips';
import type { HomePanelView } from './homePanelViews';
import { PanelState } from './PanelState';

/** How many problems the panel lists; the list it opens has every trip. */
const shownItems = 8;

/** The week's problems, the same whether the home starts it early or the panel asks on mount. */
export const attentionQuery = queryOptions({
  queryKey: ['trips', 'attention'],
  queryFn: ({ signal }) => api.get<AttentionResponse>('trips/attention', { signal, quiet: true }),
});

const itemHref = ({ trip_id, problem }: AttentionItem) => {
  const fix = fixOf(problem);
  return `${detailPath('trip', trip_id)}${fix ? `?${fixParam}=${encodeURIComponent(fix)}` : ''}`;
};

/** Home's "Needs attention": the week's problems, most urgent first, each opening the trip at the fix. */
export function AttentionPanel({ panel }: { panel: HomePanelView }) {
  const { t, i18n } = useLingui();
  const title = i18n._(panel.title);
  const query = useQuery(attentionQuery);
  const d = panel.view.descriptor;
  const state = { ...defaultFilterState(d), ...panel.preset() } as ListState;
  const items = query.data?.items ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {query.data && (
          <Badge
            variant="light"
            size="lg"
            color={items.length ? 'red' : 'green'}
            aria-label={t`${items.length} problems`}
          >
            {items.length}
          </Badge>
        )}
      </Group>
      <PanelState
        title={title}
        failed={query.isError}
        count={query.data?.items.length}
        empty={i18n._(panel.empty)}
      >
        <List spacing={6} size="sm" listStyleType="none">
          {items.slice(0, shownItems).map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the panel is rebuilt per load
            <List.Item key={i} icon={severityIcon(item.problem.severity)}>
              <VisuallyHidden>{item.problem.severity === 'error' ? t`Error` : t`Warning`}: </VisuallyHidden>
              <Anchor component={Link} to={itemHref(item)} size="sm" fw={500}>
                {item.trip_name}
              </Anchor>
              <Text span size="sm" c="dimmed">{` · ${formatDate(item.start_date)} · `}</Text>
              <Text span size="sm">
                {item.problem.message}
              </Text>
            </List.Item>
          ))}
        </List>
      </PanelState>
      <Anchor
        component={Link}
        to={`${panel.open}?${encodeListState(d, state)}`}
        size="sm"
        mt="xs"
        display="inline-block"
      >
        <Trans>See every trip with problems</Trans>
      </Anchor>
    </Card>
  );
}

function severityIcon(severity: 'error' | 'warning') {
  return severity === 'error' ? (
    <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
  ) : (
    <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
  );
}
