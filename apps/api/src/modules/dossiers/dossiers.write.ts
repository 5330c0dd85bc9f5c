import { dossierMessages as m, otherSettingKinds } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { SaveDossierInput } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { createDossiersRepo } from './dossiers.repo.ts';
import { checkDossier } from './dossiers.validate.ts';

/**
 * Writes one save inside the caller's transaction: a new dossier (id null) or the locked one at the
 * version the editor loaded; deletes first, then every row in screen order. Answers the dossier's id.
 */
export async function writeDossier(trx: Database, userId: number, id: number | null, body: SaveDossierInput) {
  const repo = createDossiersRepo(trx);
  if (id !== null)
    await lockAndCheck(repo.lock(id), body.version ?? 0, {
      missing: () => notFound(m.notFound),
      stale: () => conflict(m.stale),
    });
  const own =
    id === null
      ? { settings: new Set<number>(), others: new Set<number>() }
      : { settings: await repo.settingIds(id), others: await repo.otherIds(id) };
  await checkDossier(trx, body, own);
  const savedId = id ?? (await repo.insert(userId, body.dossier));
  if (id !== null) {
    await repo.update(id, body.dossier);
    await repo.deleteRows('dossier_settings', id, body.deleted_setting_ids);
    await repo.deleteRows('dossier_other_settings', id, body.deleted_other_setting_ids);
  }
  for (const [position, setting] of body.settings.entries())
    await repo.writeSetting(savedId, position, setting);
  for (const kind of otherSettingKinds)
    for (const [position, row] of body.other_settings[kind].entries())
      await repo.writeOther(savedId, kind, position, row);
  return savedId;
}
