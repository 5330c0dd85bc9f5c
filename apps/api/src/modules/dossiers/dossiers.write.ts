import { otherSettingKinds } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { SaveDossierInput } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import type { VersionedWrite } from '../../engine/edits/versioned-save.ts';
import { createDossiersRepo } from './dossiers.repo.ts';
import { checkDossier } from './dossiers.validate.ts';

/**
 * Writes one save inside the versioned save's transaction, the dossier locked at the version the editor
 * loaded (or new): deletes first, then every row in screen order. Answers the dossier's id.
 */
export async function writeDossier(trx: Database, save: VersionedWrite<never>, body: SaveDossierInput) {
  const { id } = save;
  const repo = createDossiersRepo(trx);
  const own =
    id === null
      ? { settings: new Set<number>(), others: new Set<number>() }
      : { settings: await repo.settingIds(id), others: await repo.otherIds(id) };
  await checkDossier(trx, body, own);
  const savedId = await repo.store(save, body.dossier);
  if (id !== null) {
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
