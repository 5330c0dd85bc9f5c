import { brandingMessages } from '@trips/shared/modules/brandings/brandings.constants';
import type { BrandingValues } from '@trips/shared/modules/brandings/brandings.schema';
import type { Database } from '../../db/database.ts';
import { recordChange, type Snapshot } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { deleteUnlessUsed } from '../../engine/edits/used-by.ts';
import { readPicture } from '../../engine/images/pictures.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { LOGO_FOLDER, type LogoGroup, logoGroups, logoUrl, resolveLogo } from './brandings.logos.ts';
import { type BrandingRow, type BrandingWrite, createBrandingsRepo } from './brandings.repo.ts';

type Settings = Record<string, unknown> & { logo?: string };
const missing = () => notFound(brandingMessages.notFound);
const nameTaken = () => badRequest(brandingMessages.nameTaken, { name: brandingMessages.nameTaken });
const logoKey = (row: BrandingRow, group: LogoGroup) =>
  String((row?.[group] as Settings | undefined)?.logo ?? '');

/** The brand as the screen reads it: settings with each logo as its URL. */
function present(row: NonNullable<BrandingRow>) {
  const settings = Object.fromEntries(
    logoGroups.map((group) => {
      const stored = (row[group] ?? {}) as Settings;
      return [group, { ...stored, logo: logoUrl(String(stored.logo ?? '')) }];
    }),
  );
  const { id, name, is_active, is_excel_import, version } = row;
  return { success: true as const, branding: { id, name, is_active, is_excel_import, ...settings }, version };
}

const audit = (
  trx: Database,
  userId: number,
  id: number,
  action: string,
  before: object | null,
  after: object | null,
) =>
  recordChange(trx, {
    entity: 'branding',
    entityId: id,
    action,
    userId,
    before: before as Snapshot | null,
    after: after as Snapshot | null,
  });

export function createBrandingsService(db: Database, storage: Storage) {
  /** Stores new pictures first (outside the transaction, as avatars do); the values to write. */
  async function writable(id: number, body: BrandingValues, before: BrandingRow): Promise<BrandingWrite> {
    const settings = {} as Record<LogoGroup, Settings>;
    for (const group of logoGroups) {
      const logo = await resolveLogo(storage, id, group, body[group].logo, logoKey(before, group));
      settings[group] = { ...body[group], logo };
    }
    return {
      name: body.name.trim(),
      is_active: body.is_active,
      is_excel_import: body.is_excel_import,
      ...settings,
    };
  }

  /** Files no longer named by the brand: removed once the change is saved. */
  async function dropUnused(before: BrandingRow, after: BrandingRow) {
    for (const group of logoGroups) {
      const old = logoKey(before, group);
      if (old && old !== logoKey(after, group)) await storage.delete(old);
    }
  }

  async function get(id: number) {
    const row = await createBrandingsRepo(db).find(id);
    if (!row) throw missing();
    return present(row);
  }

  async function save(userId: number, id: number, body: BrandingValues) {
    const before = await createBrandingsRepo(db).find(id);
    if (!before) throw missing();
    if (await createBrandingsRepo(db).nameTaken(body.name.trim(), id)) throw nameTaken();
    const values = await writable(id, body, before);
    await db.transaction().execute(async (trx) => {
      const repo = createBrandingsRepo(trx);
      await lockAndCheck(repo.lock(id), body.version ?? 0, {
        missing,
        stale: () => conflict(brandingMessages.stale),
      });
      await repo.update(id, values);
      await audit(trx, userId, id, 'update', before, (await repo.find(id)) ?? null);
    });
    const after = await createBrandingsRepo(db).find(id);
    await dropUnused(before, after);
    return present(after!);
  }

  /** A new brand, all or nothing: its pictures are checked and stored before the brand is added. */
  async function create(userId: number, body: BrandingValues) {
    if (await createBrandingsRepo(db).nameTaken(body.name.trim(), null)) throw nameTaken();
    const values = await writable(0, body, undefined);
    const id = await db.transaction().execute(async (trx) => {
      const newId = await createBrandingsRepo(trx).insert(values);
      await audit(trx, userId, newId, 'create', null, values);
      return newId;
    });
    return get(id);
  }

  async function remove(userId: number, id: number) {
    const before = await createBrandingsRepo(db).find(id);
    if (!before) throw missing();
    // Trips, email accounts and dossiers keep a brand; its templates and itineraries' offers go with it.
    await deleteUnlessUsed(db, { table: 'brandings', id, advice: 'switchOff' }, async (trx) => {
      const repo = createBrandingsRepo(trx);
      await repo.delete(id);
      await audit(trx, userId, id, 'delete', before, null);
    });
    await dropUnused(before, undefined);
    return ok('Brand deleted');
  }

  async function logo(file: string) {
    const stored = await readPicture(storage, LOGO_FOLDER, file);
    if (!stored) throw notFound('Logo not found');
    return stored;
  }

  const list = async () => ({ success: true as const, items: await createBrandingsRepo(db).list() });
  return { list, get, create, save, remove, logo };
}

export type BrandingsService = ReturnType<typeof createBrandingsService>;
