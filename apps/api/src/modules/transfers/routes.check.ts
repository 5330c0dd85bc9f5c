import { none, type saveRouteBody } from '@trips/shared/modules/transfers/routes.schema';
import type { z } from 'zod';
import { queueProblems, rejected } from '../../engine/edits/queued-deletes.ts';
import type { RouteState } from './routes.presenter.ts';

export type SaveRoute = z.output<typeof saveRouteBody>;
type Rate = SaveRoute['providers'][number]['rates'][number];

/** What the check needs to know beyond the body and the saved route. */
export interface RouteFacts {
  providers: Map<number, { name: string; active: boolean }>;
  /** Luggage and transfer rate ids of each provider sent. */
  ratesOf: Map<number, Set<number>>;
  startPoints: Set<number>;
  endPoints: Set<number>;
}

export const selfRouteMessage = 'A route must end at another location than the one it starts from';

/** Every problem of one rate row, each with the field it belongs to. */
function rateProblems(rate: Rate, providerId: number, facts: RouteFacts) {
  const found: [field: string, message: string][] = [];
  if (rate.qty_end !== none && rate.qty_end < rate.qty_start)
    found.push(['qty_end', `the quantity range is inverted (${rate.qty_start} to ${rate.qty_end})`]);
  if (rate.rate_id !== none && !facts.ratesOf.get(providerId)?.has(rate.rate_id))
    found.push(['rate_id', `rate ${rate.rate_id} is not a luggage or transfer rate of this provider`]);
  if (rate.start_meeting_point_id !== none && !facts.startPoints.has(rate.start_meeting_point_id))
    found.push(['start_meeting_point_id', 'the start meeting point is not one of the start location']);
  if (rate.end_meeting_point_id !== none && !facts.endPoints.has(rate.end_meeting_point_id))
    found.push(['end_meeting_point_id', 'the end meeting point is not one of the end location']);
  for (const end of ['start', 'end'] as const) {
    const provider = rate[`${end}_provider_id`];
    if (provider !== none && !facts.providers.has(provider))
      found.push([`${end}_provider_id`, `the ${end} provider does not exist`]);
    if (provider !== none && rate[`${end}_meeting_point_id`] !== none)
      found.push([`${end}_provider_id`, `the ${end} is a meeting point or a provider, not both`]);
  }
  return found;
}

/** Rejects the whole save, naming every problem, when any row is wrong or the save disagrees with the saved route. */
export function checkRouteSave(body: SaveRoute, saved: RouteState, facts: RouteFacts) {
  const problems: string[] = [];
  const fieldErrors: Record<string, string> = {};
  const nameOf = (id: number) => facts.providers.get(id)?.name ?? `provider ${id}`;
  const savedProviders = new Set(saved.providers.map((p) => p.provider_id));
  const ownerOfRate = new Map(saved.providers.flatMap((p) => p.rates.map((r) => [r.id, p.provider_id])));
  const seen = new Map<number, number>();
  for (const [i, entry] of body.providers.entries()) {
    const name = nameOf(entry.provider_id);
    const known = facts.providers.get(entry.provider_id);
    if (!known) problems.push(`Provider ${entry.provider_id} does not exist`);
    else if (!savedProviders.has(entry.provider_id) && !known.active)
      problems.push(`${name} is not an active provider`);
    if (seen.has(entry.provider_id) && !savedProviders.has(entry.provider_id))
      problems.push(`${name} appears twice`);
    const samePriority = [...seen.entries()].find(([, p]) => p === entry.provider_priority);
    if (samePriority)
      problems.push(
        `${nameOf(samePriority[0])} and ${name} have the same priority ${entry.provider_priority}`,
      );
    seen.set(entry.provider_id, entry.provider_priority);
    for (const [j, rate] of entry.rates.entries()) {
      if (rate.id && ownerOfRate.has(rate.id) && ownerOfRate.get(rate.id) !== entry.provider_id)
        problems.push(`${name}: rate row ${rate.id} belongs to another provider`);
      for (const [field, message] of rateProblems(rate, entry.provider_id, facts)) {
        problems.push(`${name}, row ${j + 1}: ${message}`);
        fieldErrors[`providers.${i}.rates.${j}.${field}`] ??= message;
      }
    }
  }
  const deletedProviders = new Set(body.deleted_provider_ids);
  problems.push(
    ...queueProblems({
      label: 'Provider',
      own: savedProviders,
      kept: body.providers.map((p) => p.provider_id).filter((id) => savedProviders.has(id)),
      deleted: body.deleted_provider_ids,
      nameOf,
    }),
    ...queueProblems({
      label: 'Rate row',
      own: new Set(ownerOfRate.keys()),
      kept: body.providers.flatMap((p) => p.rates.flatMap((r) => (r.id ? [r.id] : []))),
      deleted: body.deleted_rate_ids,
      implied: (id) => deletedProviders.has(ownerOfRate.get(id)!),
    }),
  );
  if (problems.length > 0) throw rejected(problems, fieldErrors);
}
