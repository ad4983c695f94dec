import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';
import { useEffect, useId } from 'react';

/** Rich text of a connected recipe (instructions, notes); loaded lazily with the editor page. */
export default function RecipeRichText({
  value,
  onChange,
  error,
  label,
  required,
  testId,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  label: string;
  required?: boolean;
  testId: string;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A recipe loaded after the editor opened replaces its content once.
  useEffect(() => {
    // A destroyed instance (replaced while mounting) has no schema left to read.
    if (editor && !editor.isDestroyed && value && editor.getHTML() !== value && !editor.isFocused)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error} withAsterisk={required}>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid={testId} mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
