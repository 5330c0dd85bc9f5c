import { randomBytes } from 'node:crypto';
import { avatarLimits, avatarMessages, avatarProblem } from '@trips/shared/modules/users/avatar';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { checkedImage } from '../../engine/images/checked-image.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { avatarUrl } from './users.presenter.ts';
import { createUsersRepo } from './users.repo.ts';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/;
const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
/** `<user id>-<128 random bits>.<ext>`: the file name is the secret that lets an <img> load it. */
export const AVATAR_FILE = /^\d{1,10}-[a-f0-9]{32}\.(png|jpg|webp)$/;

/** The picture decoded and encoded again: only its pixels are stored, whatever was appended to them. */
async function decode(dataUrl: string) {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(avatarMessages.type, { avatar: avatarMessages.type });
  const bytes = Buffer.from(match[1], 'base64');
  const problem = avatarProblem(bytes);
  if (problem) throw badRequest(problem, { avatar: problem });
  return checkedImage(bytes, { ...avatarLimits, field: 'avatar', messages: avatarMessages });
}

export function createAvatarService(db: Database, storage: Storage) {
  return {
    /** Stores the new picture first, then points the user at it; the old file goes once the change is saved. */
    async set(actorId: number, userId: number, dataUrl: string | null) {
      const users = createUsersRepo(db);
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      let key: string | null = null;
      if (dataUrl !== null) {
        const { bytes, type } = await decode(dataUrl);
        key = `avatars/${userId}-${randomBytes(16).toString('hex')}.${extensions[type]}`;
        await storage.put(key, bytes, type);
      }
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
      const stored = AVATAR_FILE.test(file) ? await storage.get(`avatars/${file}`) : null;
      if (!stored) throw notFound('Avatar not found');
      return stored;
    },
  };
}
