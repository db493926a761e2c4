/** Signs out (the session call's DELETE; the visitor keeps their cart) and goes to the sign-in page. */
import { useState } from 'react';
import { apiRequest } from '../shared/api-request.js';
import { failureMessage } from './admin-api.js';

export function SignOutButton() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    let result = await apiRequest('/api/site-users/account/session?cloneCart=true', { method: 'DELETE' });
    // A stale crumb is refused once with `crumbFail`; the refusal set a fresh one.
    if (!result.ok && result.status === 403) result = await apiRequest('/api/site-users/account/session?cloneCart=true', { method: 'DELETE' });
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
