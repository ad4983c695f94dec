import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';

/**
 * Rich-text recipe instructions (TipTap through @mantine/tiptap); loaded only by the post form,
 * which renders once an edited post has loaded, so `value` is the starting content.
 */
export default function InstructionsEditor({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  label: string;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Input.Wrapper label={label} error={error} withAsterisk>
      <RichTextEditor editor={editor} aria-label={label}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid="instructions-editor" />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
