/**
 * Task subjects in the reader's language (issue 30). A task the automation raises keeps its English subject
 * in `subject` and its Spanish beside it, rendered from the same kind and values when it is written: the
 * tasks list filters, sorts, searches and exports the subject in SQL, so each reader's text must be there.
 * A subject a person types (or edits) is theirs alone: `subject_es` stays empty and `subject` is read.
 */
export const statements = [`alter table tasks add column subject_es text`];
