interface Props {
  /** The input's id, for its label. */
  id: string;
  label: string;
  button: string;
  /** The text being typed, kept by the screen so it can clear it. */
  draft: string;
  onDraft: (text: string) => void;
  /** Called with the typed text, trimmed, when the form is sent. */
  onSearch: (query: string) => void;
}

/** A screen's search box: one labelled search field and its button, sent with Enter or the button. */
export function SearchForm({ id, label, button, draft, onDraft, onSearch }: Props) {
  return (
    <form
      className="admin-toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={draft} onChange={(e) => onDraft(e.target.value)} />
      </div>
      <button type="submit" className="admin-button">
        {button}
      </button>
    </form>
  );
}
