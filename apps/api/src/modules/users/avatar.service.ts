import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { readPicture, storePicture } from '../../engine/images/pictures.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { avatarUrl } from './users.presenter.ts';
import { createUsersRepo } from './users.repo.ts';

export function createAvatarService(db: Database, storage: Storage) {
  return {
    /** Stores the new picture first, then points the user at it; the old file goes once the change is saved. */
    async set(actorId: number, userId: number, dataUrl: string | null) {
      const users = createUsersRepo(db);
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      let key: string | null = null;
      if (dataUrl !== null) key = await storePicture(storage, 'avatars', userId, dataUrl, 'avatar');
      await db.transaction().execute(async (trx) => {
        await createUsersRepo(trx).setAvatar(userId, key);
        const change = { entity: 'user', entityId: userId, action: 'update', userId: actorId };
        await recordChange(trx, { ...change, before: { avatar: user.avatar_path }, after: { avatar: key } });
      });
      if (user.avatar_path) await storage.delete(user.avatar_path);
      const message = key ? 'Avatar updated' : 'Avatar removed';
      return { ...ok(message), avatar: avatarUrl({ avatar_path: key }) };
    },

    async read(file: string) {
      const stored = await readPicture(storage, 'avatars', file);
      if (!stored) throw notFound('Avatar not found');
      return stored;
    },
  };
}
