/** A screen's one button on a toolbar of its own (create, send all, sign out the others, show more). */
import type { ReactNode } from 'react';

export function ToolbarButton({ kind, onClick, children }: { kind?: 'primary' | 'danger'; onClick: () => void; children: ReactNode }) {
  return (
    <div className="admin-toolbar">
      <button type="button" className={kind ? `admin-button admin-button-${kind}` : 'admin-button'} onClick={onClick}>
        {children}
      </button>
    </div>
  );
}
