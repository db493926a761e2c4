/** What came of a screen's last action: a success announced politely, a failure as an alert. */
import { ErrorState } from './StateViews.js';

export type Notice = { ok: boolean; text: string } | null;

export function NoticeStatus({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status" className={notice?.ok ? 'admin-save-status admin-ok' : 'admin-save-status'}>
        {notice?.ok ? notice.text : ''}
      </div>
      {notice && !notice.ok && <ErrorState message={notice.text} />}
    </>
  );
}
