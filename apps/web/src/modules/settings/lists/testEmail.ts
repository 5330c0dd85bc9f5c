import { t } from '@lingui/core/macro';
import type { ListDraftRow } from '../../../engine/settings/listRows';

/** Why an email account's row cannot send a test email now, or null when it can. */
export function testEmailHint({
  row,
  dirty,
  readOnly,
}: {
  row: ListDraftRow;
  dirty: boolean;
  readOnly: boolean;
}) {
  if (readOnly) return t`Sending a test email needs the edit right`;
  if (row.id === undefined) return t`Save the new account first`;
  if (dirty) return t`Save or discard your changes first: the test uses the saved account`;
  return null;
}
