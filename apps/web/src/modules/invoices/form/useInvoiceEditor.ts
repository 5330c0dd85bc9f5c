import { useReducer, useState } from 'react';
import { type FormProblems, noProblems, serverProblems } from '../../../engine/edits/fieldErrors';
import { useSave } from '../../../engine/edits/useSave';
import { checkFields, fieldProblem } from '../../../engine/form/checkFields';
import { ApiError } from '../../../lib/apiError';
import { invoiceFields, otaField, providerField } from './fieldSpecs';
import { draftReducer, hasChanges, type InvoiceDraft, saveBody } from './invoiceDraft';

/** The checks worth doing before a round trip: the general information by its specs, who sent it. */
function checkInvoice(draft: InvoiceDraft): FormProblems {
  const f = draft.fields;
  const fields: Record<string, string> = { ...(checkFields(invoiceFields, f) as Record<string, string>) };
  const sender = f.is_ota_invoice ? otaField : providerField;
  const problem = fieldProblem(sender, f[sender.key]);
  if (problem) fields[sender.key] = problem;
  return { fields, rows: {}, other: [] };
}

/** The server's field errors: 'invoice.x' on the field, 'services.i.x' on the line shown i-th. */
function problemsOf(error: unknown, rowKeys: Readonly<Record<string, readonly string[]>>): FormProblems {
  const envelope = error instanceof ApiError ? error.envelope : null;
  if (!envelope) return noProblems;
  if (!envelope.field_errors) return { ...noProblems, other: envelope.errors };
  const renamed = Object.fromEntries(
    Object.entries(envelope.field_errors).map(([path, message]) => [path.replace(/^invoice\./, ''), message]),
  );
  const problems = serverProblems(renamed, rowKeys);
  return problems.other.length === 0 &&
    Object.keys(problems.fields).length === 0 &&
    Object.keys(problems.rows).length === 0
    ? { ...problems, other: envelope.errors }
    : problems;
}

/** The invoice being edited, the saved state it started from, and its one Save. */
export function useInvoiceEditor(initial: InvoiceDraft) {
  const [base, setBase] = useState(initial);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const save = useSave({ problemsOf });
  const load = (next: InvoiceDraft) => {
    setBase(next);
    dispatch({ type: 'load', draft: next });
    save.reset();
  };
  const submit = (
    version: number | undefined,
    send: (body: ReturnType<typeof saveBody>) => Promise<unknown>,
  ) =>
    save.submit(
      checkInvoice(draft),
      () => ({ body: saveBody(draft, version), rowKeys: { services: draft.lines.rows.map((r) => r.key) } }),
      send,
    );
  return { ...save, draft, dispatch, base, load, submit, dirty: hasChanges(draft, base) };
}
