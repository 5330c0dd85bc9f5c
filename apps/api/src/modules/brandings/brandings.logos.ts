import { storePicture } from '../../engine/images/pictures.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { badRequest } from '../../http/errors.ts';

export const LOGO_FOLDER = 'logos';
export const LOGO_ROUTE = '/api/v1/brandings/logos';
/** The settings groups that carry a logo, in the order a save resolves them. */
export const logoGroups = ['pdf_settings', 'request_settings', 'customer_web_site_settings'] as const;
export type LogoGroup = (typeof logoGroups)[number];

export const logoUrl = (key: string) => (key ? `${LOGO_ROUTE}/${key.replace(`${LOGO_FOLDER}/`, '')}` : '');

/**
 * A logo as the save sent it → the storage key to keep: the brand's current logo URL keeps its file, a
 * data URL is a new picture (checked and re-encoded like an avatar), '' removes it.
 */
export async function resolveLogo(
  storage: Storage,
  brandId: number,
  group: LogoGroup,
  sent: string,
  currentKey: string,
) {
  if (sent === '') return '';
  if (currentKey && sent === logoUrl(currentKey)) return currentKey;
  if (sent.startsWith('data:')) return storePicture(storage, LOGO_FOLDER, brandId, sent, `${group}.logo`);
  throw badRequest('This logo is not one of this brand’s. Choose a picture to upload.', {
    [`${group}.logo`]: 'Choose a picture to upload',
  });
}
