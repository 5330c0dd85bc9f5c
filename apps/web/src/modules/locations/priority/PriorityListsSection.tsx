import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type {
  PriorityList,
  PriorityListsResponse,
} from '@trips/shared/modules/locations/priority-lists.schema';
import { useReducer, useState } from 'react';
import { FormErrors } from '../../../components/FormErrors';
import { FormSection } from '../../../components/FormSection';
import { PageLoader } from '../../../components/PageLoader';
import { StaleNotice } from '../../../components/StaleNotice';
import { noProblems } from '../../../engine/edits/fieldErrors';
import { useSave } from '../../../engine/edits/useSave';
import { PriorityListEditor } from './PriorityListEditor';
import { usePriorityListsQuery, useSavePriorityLists } from './priorityApi';
import { priorityChanged, priorityDraftOf, priorityLists, priorityReducer, saveBody } from './priorityDraft';

interface Props {
  locationId: number;
  mayEdit: boolean;
}

function Editor({
  locationId,
  mayEdit,
  saved,
  reload,
}: Props & { saved: PriorityListsResponse; reload: () => Promise<{ data?: PriorityListsResponse }> }) {
  const { t } = useLingui();
  const [base, setBase] = useState(saved);
  const [draft, dispatch] = useReducer(priorityReducer, saved, priorityDraftOf);
  const mutation = useSavePriorityLists(locationId);
  const save = useSave();
  const [reloading, setReloading] = useState(false);
  const load = (next: PriorityListsResponse) => {
    setBase(next);
    dispatch({ type: 'load', draft: priorityDraftOf(next) });
    save.reset();
  };
  const dirty = priorityChanged(draft, priorityDraftOf(base));
  const submit = () =>
    save.submit(
      noProblems,
      () => ({
        body: saveBody(draft, base.version),
        rowKeys: Object.fromEntries(priorityLists.map((l) => [l, draft[l].rows.map((r) => r.key)])),
      }),
      async (body) => load(await mutation.mutateAsync(body)),
    );
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) load(fresh.data);
  };
  const list = (name: PriorityList) => (
    <PriorityListEditor
      list={name}
      locationId={locationId}
      edits={draft[name]}
      dispatch={dispatch}
      errors={save.problems.rows}
    />
  );
  const actions = mayEdit && (
    <Group gap="xs">
      <Button variant="default" size="xs" disabled={!dirty} onClick={() => load(base)}>
        <Trans>Discard</Trans>
      </Button>
      <Button size="xs" disabled={!dirty} loading={mutation.isPending} onClick={submit}>
        <Trans>Save priority lists</Trans>
      </Button>
    </Group>
  );
  return (
    <FormSection title={t`Priority lists`} actions={actions}>
      <Stack gap="sm">
        {save.stale && (
          <StaleNotice subject={t`location's priority lists`} reloading={reloading} onReload={reloadLatest} />
        )}
        <FormErrors errors={save.problems.other} />
        {list('hotel')}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {list('superior')}
          {list('emergency_transfer')}
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}

/**
 * A location's hotel, superior and emergency-transfer providers in ranked order (spec part 2 §3, §4),
 * saved on their own with their own version.
 */
export function PriorityListsSection(props: Props) {
  const query = usePriorityListsQuery(props.locationId);
  if (!query.data) return <PageLoader />;
  return <Editor {...props} saved={query.data} reload={query.refetch} />;
}
