import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';

/** The query parameter that opens the trip screen at a problem: `where:row_id:code` (home's panel). */
export const fixParam = 'fix';

/** What a problem opens: a row of a section, a section, or a field of the trip; null for none. */
export const fixOf = (p: ReadinessProblem) =>
  p.section || p.field ? `${p.section ?? p.field}:${p.row_id ?? ''}:${p.code}` : null;

/** The problem a `fix` parameter names, if the trip still has it. */
export const problemOfParam = (problems: readonly ReadinessProblem[], value: string) =>
  problems.find((p) => fixOf(p) === value);

/** The id of a trip field's control, which a problem about that field opens. */
export const tripFieldId = (key: string) => `trip-field-${key}`;

const rowOf = (p: ReadinessProblem) =>
  p.row_id && p.section
    ? document.querySelector<HTMLElement>(`[data-trip-row="${p.section}-${p.row_id}"]`)
    : null;
const sectionOf = (p: ReadinessProblem) =>
  p.section ? document.getElementById(`trip-section-${p.section}`) : null;

const focusOn = (target: HTMLElement) => {
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
};

/**
 * Brings the problem's row into view, opens it and puts the focus in its first field (or, for a problem of
 * a whole section, on the section), so the fix is one keystroke away.
 */
export function goToProblem(problem: ReadinessProblem) {
  const field = problem.field ? document.getElementById(tripFieldId(problem.field)) : null;
  if (field) {
    field.scrollIntoView({ block: 'center' });
    return field.focus();
  }
  const row = rowOf(problem);
  const target = row ?? sectionOf(problem);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  const toggle = row?.querySelector<HTMLButtonElement>('button[aria-expanded]');
  if (!toggle) return focusOn(target);
  if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
  requestAnimationFrame(() => {
    const editor = toggle.getAttribute('aria-controls');
    const field =
      editor && document.getElementById(editor)?.querySelector<HTMLElement>('input, select, textarea');
    if (field) field.focus();
    else focusOn(target);
  });
}
