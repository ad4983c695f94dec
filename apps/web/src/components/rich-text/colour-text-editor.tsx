import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Mark } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';
import { useEffect, useId, useRef } from 'react';

/** The editor's three text colours (spec 002 §9); the server keeps `color` styles only. */
export const textColours = [
  { name: 'Orange', value: '#e8590c' },
  { name: 'Violet', value: '#7048e8' },
  { name: 'Black', value: '#000000' },
] as const;

/**
 * A coloured span as a mark of its own, so the editor needs no extra TipTap package:
 * `<span style="color: …">`, which is what the sanitizer lets through.
 */
const TextColour = Mark.create({
  name: 'textColour',
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (el: HTMLElement) => el.style.color || null,
        renderHTML: (attrs: { color?: string | null }) =>
          attrs.color ? { style: `color: ${attrs.color}` } : {},
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (el: HTMLElement) => (el.style.color ? {} : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

export interface ColourTextEditorProps {
  /** The content the editor starts with; remount it (a new `key`) to load other content. */
  initial: string;
  onChange: (html: string) => void;
  /** Called once with the editor's own rendering of `initial`, the baseline for "changed?". */
  onLoaded?: (html: string) => void;
  label: string;
  error?: string;
  colours?: boolean;
  testId?: string;
}

const htmlOf = (e: { isEmpty: boolean; getHTML: () => string }) => (e.isEmpty ? '' : e.getHTML());

/** Rich text (TipTap through @mantine/tiptap) with an optional three-colour toolbar group. */
export default function ColourTextEditor({
  initial,
  onChange,
  onLoaded,
  label,
  error,
  colours = true,
  testId,
}: ColourTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, TextColour],
    content: initial,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' },
    },
  });
  const loaded = useRef(onLoaded);
  useEffect(() => {
    if (editor) loaded.current?.(htmlOf(editor));
  }, [editor]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: `${id}-label` }} error={error} withAsterisk>
      <RichTextEditor editor={editor}>
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
          {colours && (
            <RichTextEditor.ControlsGroup>
              {textColours.map((c) => (
                <RichTextEditor.Control
                  key={c.value}
                  aria-label={`${c.name} text`}
                  title={`${c.name} text`}
                  onClick={() => editor?.chain().focus().setMark('textColour', { color: c.value }).run()}
                >
                  <span
                    aria-hidden
                    style={{ width: 14, height: 14, borderRadius: 3, background: c.value, display: 'block' }}
                  />
                </RichTextEditor.Control>
              ))}
              <RichTextEditor.Control
                aria-label="Default text colour"
                title="Default text colour"
                onClick={() => editor?.chain().focus().unsetMark('textColour').run()}
              >
                <span aria-hidden style={{ fontSize: 12, fontWeight: 700 }}>
                  A
                </span>
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
          )}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid={testId} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
