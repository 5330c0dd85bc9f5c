import { randomBytes } from 'node:crypto';
import { noteComment, type noteFileTypes, noteMessages } from '@trips/shared/modules/notes/notes.schema';
import { sniffImageType } from '@trips/shared/modules/users/avatar';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Storage } from '../storage/storage.ts';
import type { Upload } from '../storage/uploads.ts';

type NoteFileType = (typeof noteFileTypes)[number];
const extensions: Record<NoteFileType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The type the file's bytes prove: a PDF or one of the image types. */
function sniffNoteType(bytes: Buffer): NoteFileType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImageType(bytes);
}

/**
 * A name safe to echo in a header: no path, no control characters, its last 200 characters, counted in
 * code points so the cut never leaves half a surrogate pair (which the audit's JSON cannot hold).
 */
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}|"/gu, '')].slice(-200).join('') || 'file';

export interface NoteFile {
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
}

/** The note's comment, trimmed; a note with neither comment nor file is refused. */
export function noteCommentOf(upload: Upload): string {
  const checked = noteComment.safeParse(upload.fields.comment ?? '');
  if (!checked.success)
    throw badRequest(checked.error.issues[0].message, { comment: checked.error.issues[0].message });
  const comment = checked.data.trim();
  if (!comment && !upload.file) throw badRequest(noteMessages.empty, { comment: noteMessages.empty });
  return comment;
}

/** Checks the file by its bytes and stores it under `folder` before the note row is written. */
export async function storeNoteFile(storage: Storage, folder: string, upload: Upload): Promise<NoteFile> {
  if (!upload.file) return { file_path: null, file_name: null, file_type: null };
  const type = sniffNoteType(upload.file.bytes);
  if (!type) throw badRequest(noteMessages.type, { file: noteMessages.type });
  const key = `notes/${folder}/${randomBytes(16).toString('hex')}.${extensions[type]}`;
  await storage.put(key, upload.file.bytes, type);
  return { file_path: key, file_name: cleanName(upload.file.name), file_type: type };
}

/** A stored note file with its download name; 404 when the note has none. */
export async function readNoteFile(storage: Storage, note: NoteFile | undefined) {
  const stored = note?.file_path ? await storage.get(note.file_path) : null;
  if (!note || !stored) throw notFound('unable to find information');
  return { ...stored, name: note.file_name ?? 'file' };
}

/** A note row as the API answers it: the file as its download path, the date as ISO text. */
export const presentNote =
  (downloadPath: (id: number) => string) =>
  <T extends { id: number; file_path: string | null; created_at: Date | string }>({
    file_path,
    created_at,
    ...n
  }: T) => ({
    ...n,
    file_path: file_path ? downloadPath(n.id) : null,
    created_at: new Date(created_at).toISOString(),
  });
