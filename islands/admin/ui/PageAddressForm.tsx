/** The preview's "Page address" form: a path starting with `/`, shown when submitted. */
import { useEffect, useState, type ReactNode } from 'react';

export interface PageAddressFormProps {
  inputId: string;
  className: string;
  /** The path shown now (the field follows it when it changes). */
  url: string;
  onShow: (path: string) => void;
  /** After the Show button (a link to the live page). */
  children?: ReactNode;
}

export function PageAddressForm({ inputId, className, url, onShow, children }: PageAddressFormProps) {
  const [typed, setTyped] = useState(url);
  useEffect(() => setTyped(url), [url]);
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const next = typed.trim();
        if (next.startsWith('/')) onShow(next);
      }}
    >
      <label htmlFor={inputId}>Page address</label>
      <input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} pattern="/.*" required />
      <button type="submit" className="admin-button">
        Show
      </button>
      {children}
    </form>
  );
}
