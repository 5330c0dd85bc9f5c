import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { TemplateDef } from '@trips/shared/templates/registry';
import { useEffect, useRef } from 'react';
import { styleNonce } from '../../lib/styleNonce';
import classes from './BodyEditor.module.css';
import { editorLabels } from './editorLabels';
import { VariableMenu } from './VariableMenu';

interface Props {
  template: TemplateDef;
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  error?: string;
}

/**
 * The body as rich text (Mantine's TipTap editor), with the template's variables inserted from a menu at
 * the cursor. Loaded with its page only: the editor's code stays out of the app's first bundle.
 */
export default function BodyEditor({ template, label, value, onChange, readOnly, error }: Props) {
  // What the editor last wrote: a value that differs came from outside (discard, reload).
  const written = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    // The editor's own base styles go in a <style> element, which the page's CSP allows only with the nonce.
    injectNonce: styleNonce() || undefined,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: current }) => {
      written.current = current.getHTML();
      onChange(written.current);
    },
  });
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insert = (text: string) => {
    editor?.chain().focus().insertContent(text).run();
    // After the menu has closed and let go of the focus.
    requestAnimationFrame(() => editor?.commands.focus());
  };
  return (
    <Input.Wrapper label={label} error={error} required>
      <RichTextEditor
        editor={editor}
        labels={editorLabels()}
        classNames={{ content: classes.content }}
        aria-invalid={Boolean(error)}
      >
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.H2 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
            <VariableMenu template={template} onPick={insert} />
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
