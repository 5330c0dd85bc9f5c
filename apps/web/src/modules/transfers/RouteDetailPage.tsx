import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import type { RouteResponse } from '@trips/shared/modules/transfers/routes.schema';
import { can } from '@trips/shared/permissions/rights';
import { useReducer, useState } from 'react';
import { useParams } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import { useSave } from '../../engine/edits/useSave';
import { ApiError } from '../../lib/api';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { RouteProviders } from './route/RouteProviders';
import { checkRates } from './route/rateFields';
import { routeChanged, routeDraftOf, routeReducer, routeRowKeys, routeSaveBody } from './route/routeDraft';
import { useRouteQuery, useSaveRoute } from './routesApi';

function RouteEditor({
  saved,
  reload,
}: {
  saved: RouteResponse;
  reload: () => Promise<{ data?: RouteResponse }>;
}) {
  const { t } = useLingui();
  const [base, setBase] = useState(saved);
  const [draft, dispatch] = useReducer(routeReducer, saved, routeDraftOf);
  const mutation = useSaveRoute(saved.start_location.id, saved.end_location.id);
  const save = useSave();
  const [reloading, setReloading] = useState(false);
  const mayEdit = can(useRights(), 'transfers', 'edit');
  const load = (next: RouteResponse) => {
    setBase(next);
    dispatch({ type: 'load', draft: routeDraftOf(next) });
    save.reset();
  };
  const dirty = routeChanged(draft, routeDraftOf(base));
  const submit = () =>
    save.submit(
      checkRates(draft),
      () => ({ body: routeSaveBody(draft, base.version), rowKeys: routeRowKeys(draft) }),
      async (body) => load(await mutation.mutateAsync(body)),
    );
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) load(fresh.data);
  };
  return (
    <Stack gap="md">
      {save.stale && <StaleNotice subject={t`route`} reloading={reloading} onReload={reloadLatest} />}
      <FormErrors errors={save.problems.other} />
      <fieldset disabled={!mayEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <RouteProviders route={base} draft={draft} dispatch={dispatch} errors={save.problems.rows} />
      </fieldset>
      {mayEdit && (
        <SaveBar
          dirty={dirty}
          saving={mutation.isPending}
          saveLabel={t`Save route`}
          onSave={submit}
          onDiscard={() => load(base)}
        />
      )}
    </Stack>
  );
}

/** A route's screen (start and end location): its providers in priority order and their rate rows, one Save. */
export default function RouteDetailPage() {
  const { t } = useLingui();
  const params = useParams();
  const [start, end] = [Number(params.id), Number(params.id2)];
  const query = useRouteQuery(start, end);
  const route = query.data;
  const valid = start > 0 && end > 0 && start !== end;
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  const title = route ? `${route.start_location.name} → ${route.end_location.name}` : t`Route details`;
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader trail={[{ label: t`Transfers`, to: pathTo('transfers') }]} title={title} />
      {notFound || query.isError ? (
        <Alert color="red" variant="light" title={notFound ? t`Route not found` : t`unable to find transfer`}>
          {start === end
            ? t`A route must end at another location than the one it starts from`
            : notFound
              ? t`One of the route's locations does not exist; it may have been deleted.`
              : null}
        </Alert>
      ) : route ? (
        <RouteEditor key={`${start}-${end}`} saved={route} reload={query.refetch} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
