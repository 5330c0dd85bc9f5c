import { msg } from '@lingui/core/macro';
import { avatarLimits, avatarProblem } from '@trips/shared/modules/users/avatar';

/** The picture types the server takes (avatars, brand logos), for a file input's `accept`. */
export const pictureAccept = avatarLimits.types.join(',');
export const pictureHint = msg`PNG, JPEG or WebP, up to 2 MB`;

/** A picked file: its data URL to send, or why it cannot be sent. */
export type PictureRead = { dataUrl: string; problem: null } | { dataUrl: null; problem: string };

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Reads a picture to send as a data URL, after the checks the server makes too: the first bytes must prove
 * a PNG, JPEG or WebP whatever the file is called, and it must be 2 MB or smaller.
 */
export async function readPictureFile(file: File): Promise<PictureRead> {
  const problem = avatarProblem(new Uint8Array(await file.arrayBuffer()));
  if (problem) return { dataUrl: null, problem };
  return { dataUrl: await readDataUrl(file), problem: null };
}
