import {
  type ProviderService,
  type SaveServicesBody,
  type ServiceInput,
  type saveServicesBody,
  serviceItemInput,
  serviceLanguageIds,
} from '@trips/shared/modules/providers/provider-services.schema';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { recordChange } from '../../../engine/audit/audit.ts';
import { lockAndCheck } from '../../../engine/edits/lock-and-check.ts';
import { queueProblems, rejected } from '../../../engine/edits/queued-deletes.ts';
import { rowsInUse, rowsInUseConflict } from '../../../engine/edits/used-by.ts';
import { conflict } from '../../../http/errors.ts';
import { ok } from '../../../http/ok.ts';
import { createProvidersRepo } from '../providers.repo.ts';
import { editorVersion } from '../providers.service.ts';
import { invalid, writing } from '../providers.validate.ts';
import { createServicesRepo, type ServicesRepo } from './services.repo.ts';

type Save = z.output<typeof saveServicesBody>;

export type { SaveServicesBody };

export const staleServicesMessage =
  "This provider's services were changed by someone else. Reload to see their changes; your edits are kept on screen.";

export const servicesInItineraryMessage =
  'A service you removed is part of an itinerary. Take it out of the itinerary first, then remove it here.';

/**
 * Removes the services; one an itinerary still offers is refused, naming the itineraries, and nothing is
 * saved. The foreign key catches an itinerary that took one up meanwhile.
 */
async function removeServices(trx: Database, repo: ServicesRepo, ids: number[]) {
  const used = await rowsInUse(trx, 'provider_services', ids);
  if (used.length > 0) throw rowsInUseConflict(used);
  try {
    await repo.remove(ids);
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw conflict(servicesInItineraryMessage);
    throw error;
  }
}

export const providerPointMessages = {
  noLocation: 'Choose the location first: the provider point must serve it.',
  elsewhere: 'This provider does not serve the chosen location.',
};

async function load(db: Database, providerId: number): Promise<ProviderService[]> {
  const repo = createServicesRepo(db);
  const services = await repo.services(providerId);
  const items = await repo.items(services.map((s) => s.id));
  return services.map((s) => ({
    ...s,
    items: items.filter((i) => i.service_id === s.id).map(({ service_id, ...item }) => item),
  }));
}

/** The service's items, one per language; languages it did not send get a blank item. */
function itemsOf(service: ServiceInput) {
  const sent = new Map(service.items.map(({ id, ...item }) => [item.language_id, item]));
  return serviceLanguageIds.map(
    (language_id) => sent.get(language_id) ?? serviceItemInput.parse({ language_id }),
  );
}

function check(body: Save, saved: ProviderService[]) {
  const problems = queueProblems({
    label: 'Service',
    own: new Set(saved.map((s) => s.id)),
    kept: body.services.flatMap((s) => (s.id ? [s.id] : [])),
    deleted: body.deleted_ids,
  });
  body.services.forEach((s, i) => {
    const languages = s.items.map((item) => item.language_id);
    if (new Set(languages).size !== languages.length)
      problems.push(`Service ${i + 1} ('${s.name.trim()}') has two items in one language`);
  });
  if (problems.length > 0) throw rejected(problems);
}

/** A provider point is a provider serving the item's location (spec part 2 §3: a meeting point there). */
async function checkProviderPoints(repo: ServicesRepo, body: Save) {
  const points = body.services.flatMap((s, i) =>
    s.items.flatMap((item, j) =>
      item.provider_point_id === null
        ? []
        : [{ field: `services.${i}.items.${j}.provider_point_id`, ...item }],
    ),
  );
  const served = await repo.servedPairs(
    points.flatMap((p) =>
      p.location_id === null ? [] : [{ providerId: p.provider_point_id!, locationId: p.location_id }],
    ),
  );
  const errors: Record<string, string> = {};
  for (const p of points) {
    if (p.location_id === null) errors[p.field] = providerPointMessages.noLocation;
    else if (!served.has(`${p.provider_point_id}/${p.location_id}`))
      errors[p.field] = providerPointMessages.elsewhere;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export function createServicesService(db: Database) {
  return {
    async get(providerId: number) {
      const v = await editorVersion(db, providerId, 'services_version', false);
      return { success: true as const, version: v, services: await load(db, providerId) };
    },

    async save(userId: number, providerId: number, body: Save) {
      const saved = await writing(() =>
        db.transaction().execute(async (trx) => {
          const v = await lockAndCheck(
            editorVersion(trx, providerId, 'services_version', true),
            body.version,
            {
              stale: () => conflict(staleServicesMessage),
            },
          );
          const before = await load(trx, providerId);
          check(body, before);
          const repo = createServicesRepo(trx);
          await checkProviderPoints(repo, body);
          for (const [position, service] of body.services.entries()) {
            const id = await repo.saveService(providerId, position, service);
            for (const item of itemsOf(service)) await repo.saveItem(id, item);
          }
          await removeServices(trx, repo, body.deleted_ids);
          await createProvidersRepo(trx).bump(providerId, 'services_version');
          const after = await load(trx, providerId);
          const change = { entity: 'provider_services', entityId: providerId, action: 'update', userId };
          await recordChange(trx, { ...change, before: { services: before }, after: { services: after } });
          return { version: v + 1, services: after };
        }),
      );
      return { ...ok('Services saved'), ...saved };
    },
  };
}
