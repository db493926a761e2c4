/**
 * A text block edited in place: Tiptap (ProseMirror) limited to what a text block holds —
 * paragraphs, headings, bulleted and numbered lists, quotes, links, bold and italic. Every change
 * hands the block's HTML up (one undo step per typing run, by the caller's coalescing).
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';

export interface TextEditorProps {
  html: string;
  label: string;
  onChange: (html: string) => void;
  onDone: () => void;
}

export function TextEditor({ html, label, onChange, onDone }: TextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
      }),
    ],
    content: html,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'pb-text-editing' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    onBlur: () => onDone(),
  });
  // Undo/redo of the layout replaces the text from outside: show it.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const [href, setHref] = useState('');
  const linkId = useId();
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (name: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className="pb-tool" aria-pressed={pressed ?? false} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {name}
    </button>
  );
  return (
    <div className="pb-text">
      <div className="pb-text-tools" role="toolbar" aria-label={`Formatting of ${label}`}>
        {tool('Bold', marks?.bold, () => chain().toggleBold().run())}
        {tool('Italic', marks?.italic, () => chain().toggleItalic().run())}
        {tool('Heading', marks?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('Subheading', marks?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('Bulleted list', marks?.bullets, () => chain().toggleBulletList().run())}
        {tool('Numbered list', marks?.numbers, () => chain().toggleOrderedList().run())}
        {tool('Quote', marks?.quote, () => chain().toggleBlockquote().run())}
        <span className="pb-link-tool">
          <label htmlFor={linkId}>Link address</label>
          <input id={linkId} type="url" value={href} onChange={(e) => setHref(e.target.value)} placeholder="https://" />
          {tool('Set link', marks?.link, () => (href.trim() === '' ? chain().unsetLink().run() : chain().extendMarkRange('link').setLink({ href: href.trim() }).run()))}
        </span>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
