/**
 * Your account (every admin user): the password changed with the current one (the other sessions
 * signed out, said in a notice), and the sessions list with sign-out of one or all others.
 * Ending this session signs you out here too.
 */
import { useState } from 'react';
import type { ApiResult } from '../../shared/api-request.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { PasswordForm } from './PasswordForm.js';
import { SessionsList } from './SessionsList.js';

const sessionsWord = (n: number): string => (n === 1 ? '1 other session was' : `${String(n)} other sessions were`);

export default function AccountScreen(_props: ScreenProps) {
  const sessions = useApiQuery(api.sessions);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);

  const end = async (call: Promise<ApiResult<unknown>>, success: string, current: boolean) => {
    const result = await call;
    if (result.ok && current) {
      window.location.assign('/account/login');
      return;
    }
    setNotice(result.ok ? { ok: true, text: success } : { ok: false, text: failureMessage(result) });
    sessions.reload();
  };

  return (
    <>
      <h1>Your account</h1>
      <div role="status" className={notice?.ok ? 'admin-notice' : 'admin-save-status'}>{notice?.ok ? <p>{notice.text}</p> : ''}</div>
      {notice && !notice.ok && <div className="admin-error" role="alert"><p>{notice.text}</p></div>}
      <PasswordForm
        onChanged={(ended) => {
          setNotice({ ok: true, text: `Your password was changed. ${ended === 0 ? 'You had no other sessions.' : `${sessionsWord(ended)} signed out.`}` });
          sessions.reload();
        }}
      />
      <SessionsList
        sessions={sessions}
        onEnd={(s) => void end(callApi(api.endSession, { id: s.id }), `${s.device} at ${s.address ?? 'an unknown address'} was signed out.`, s.current)}
        onEndOthers={() => setEndingOthers(true)}
      />
      <ConfirmDialog
        open={endingOthers}
        title="Sign out all other sessions?"
        confirmLabel="Sign out others"
        danger
        onConfirm={() => {
          setEndingOthers(false);
          void end(callApi(api.endOtherSessions, undefined), 'Every other session was signed out.', false);
        }}
        onCancel={() => setEndingOthers(false)}
      >
        <p>Every browser where you are signed in, except this one, will need to sign in again.</p>
      </ConfirmDialog>
    </>
  );
}
