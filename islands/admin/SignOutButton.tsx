/**
 * Signs out of the admin session (DELETE /api/admin/session) and then the storefront's (the
 * session call's DELETE; the visitor keeps their cart), and goes to the sign-in page.
 */
import { useState } from 'react';
import { apiRequest } from '../shared/api-request.js';
import { failureMessage } from './admin-api.js';
import { api } from './query/api.js';
import { callApi } from './query/endpoint.js';

const SITE_SESSION = '/api/site-users/account/session?cloneCart=true';

async function closeSiteSession() {
  const first = await apiRequest(SITE_SESSION, { method: 'DELETE' });
  // A stale crumb is refused once with `crumbFail`; the refusal set a fresh one.
  return !first.ok && first.status === 403 ? apiRequest(SITE_SESSION, { method: 'DELETE' }) : first;
}

export function SignOutButton() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const admin = await callApi(api.signOut, undefined);
    // 401: the admin session had already ended; the storefront's is closed all the same.
    const result = admin.ok || admin.status === 401 ? await closeSiteSession() : admin;
    if (result.ok) {
      window.location.assign('/account/login');
      return;
    }
    setBusy(false);
    setError(failureMessage(result));
  };
  return (
    <div className="admin-signout">
      <button type="button" className="admin-button" onClick={() => void signOut()} disabled={busy}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      {error && <p role="alert" className="admin-field-error">{error}</p>}
    </div>
  );
}
