/** The audit log screen's filters and the query string they make (empty ones left out). */
export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

export function auditQuery(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') params.set(key, value);
  if (cursor !== null) params.set('cursor', cursor);
  const text = params.toString();
  return text === '' ? '/api/admin/audit' : `/api/admin/audit?${text}`;
}

/** "sign-in-failed" → "Sign in failed"; the generic entry of any other admin change → "Admin change". */
export function actionLabel(action: string): string {
  if (action === 'admin-write') return 'Admin change';
  const words = action.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
