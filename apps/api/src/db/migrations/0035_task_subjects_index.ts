/**
 * Task subjects are kept in English and Spanish (0033) and shown in the reader's language, an expression no
 * index covers: "contains" (filter and search) matches both languages at once through this index instead.
 */
export const statements = [
  `create index tasks_subjects_trgm on tasks using gin ((subject || ' ' || coalesce(subject_es, '')) gin_trgm_ops)`,
  `drop index if exists tasks_subject_trgm`,
];
