/** Avatar upload limits (issue "People and access"): PNG, JPEG or WebP, at most 2 MB. */
export const avatarLimits = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  /** The server decodes the picture; a small file can still hold enough pixels to exhaust it. */
  maxPixels: 25_000_000,
} as const;
export type AvatarType = (typeof avatarLimits.types)[number];

export const avatarMessages = {
  type: 'The picture must be a PNG, JPEG or WebP image.',
  size: 'The picture must be 2 MB or smaller.',
  pixels: 'The picture is too large: at most 25 megapixels.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the file's first bytes prove, whatever name or mime type it came with. */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** The first problem of an avatar file, or null when it may be uploaded. */
export function avatarProblem(bytes: Uint8Array): string | null {
  if (!sniffImageType(bytes)) return avatarMessages.type;
  return bytes.length > avatarLimits.maxBytes ? avatarMessages.size : null;
}
