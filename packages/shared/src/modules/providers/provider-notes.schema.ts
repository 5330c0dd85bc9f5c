import { type Note, note } from '../notes/notes.schema.ts';

/** A provider's notes use the shared note contract. */
export {
  noteComment,
  noteFileTypes,
  noteLimits,
  noteMessages,
  notesResponse,
} from '../notes/notes.schema.ts';
export const providerNote = note;
export type ProviderNote = Note;
