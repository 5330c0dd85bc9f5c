import { t } from '@lingui/core/macro';
import type { RichTextEditorLabels } from '@mantine/tiptap';

/** The rich-text toolbar's names in the interface's language (those of the controls shown). */
export const editorLabels = (): Partial<RichTextEditorLabels> => ({
  boldControlLabel: t`Bold`,
  italicControlLabel: t`Italic`,
  underlineControlLabel: t`Underline`,
  h2ControlLabel: t`Heading`,
  bulletListControlLabel: t`Bullet list`,
  orderedListControlLabel: t`Numbered list`,
  linkControlLabel: t`Link`,
  unlinkControlLabel: t`Remove link`,
  undoControlLabel: t`Undo`,
  redoControlLabel: t`Redo`,
  linkEditorInputLabel: t`Enter URL`,
  linkEditorExternalLink: t`Open link in a new tab`,
  linkEditorInternalLink: t`Open link in the same tab`,
  linkEditorSave: t`Save`,
});
