import { randomBytes } from 'node:crypto';
import { avatarLimits, avatarMessages, avatarProblem } from '@trips/shared/modules/users/avatar';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import type { Storage, StoredFile } from '../storage/storage.ts';
import { checkedImage } from './checked-image.ts';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/;
const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
/** `<owner id>-<128 random bits>.<ext>`: the file name is the secret that lets an <img> load it. */
export const PICTURE_FILE = /^\d{1,10}-[a-f0-9]{32}\.(png|jpg|webp)$/;

/**
 * A small picture sent as a data URL in JSON (an avatar, a brand's logo), checked like an avatar
 * (PNG/JPEG/WebP ≤ 2 MB, ≤ 25 MP), decoded and encoded again so only its pixels are stored, and kept
 * under `folder/` with an unguessable name. Answers the storage key; a refusal names `field`.
 */
export async function storePicture(
  storage: Storage,
  folder: string,
  ownerId: number,
  dataUrl: string,
  field: string,
) {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(avatarMessages.type, { [field]: avatarMessages.type });
  const bytes = Buffer.from(match[1]!, 'base64');
  const problem = avatarProblem(bytes);
  if (problem) throw badRequest(problem, { [field]: problem });
  const image = await checkedImage(bytes, { ...avatarLimits, field, messages: avatarMessages });
  const key = `${folder}/${ownerId}-${randomBytes(16).toString('hex')}.${extensions[image.type]}`;
  await storage.put(key, image.bytes, image.type);
  return key;
}

/** A stored picture by its file name, or null for a name that is not one of ours. */
export function readPicture(storage: Storage, folder: string, file: string) {
  return PICTURE_FILE.test(file) ? storage.get(`${folder}/${file}`) : Promise.resolve(null);
}

/** Served to an <img> (which sends no token): nothing in it may run, and it never changes under its name. */
export function sendPicture(reply: FastifyReply, { bytes, contentType }: StoredFile) {
  return reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(bytes);
}
