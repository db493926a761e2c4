/**
 * API keys: the keys that open the Commerce API (`/1.0/commerce/…`), each with its name, scope,
 * creation, last use and a prefix to tell it by (never the key, which is shown once when it is
 * created); create (CreateKeyDialog) and delete with confirmation. The panel's actions are tracked.
 */
import { useState } from 'react';
import { API_KEY_SCOPE_LABELS, type ApiKeySummary } from '../../../domain/admin/api-keys.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { NoticeStatus, type Notice } from '../ui/NoticeStatus.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import { ToolbarButton } from '../ui/ToolbarButton.js';
import { timeColumn, type Column } from '../ui/table-columns.js';
import { recordApiKeyEvent } from './api-keys-events.js';
import { CreateKeyDialog } from './CreateKeyDialog.js';
import './api-keys.css';

const KEY_COLUMNS: Column<ApiKeySummary>[] = [
  { key: 'name', header: 'Name', rowHeader: true, sortValue: (key) => key.name, cell: (key) => key.name },
  { key: 'scope', header: 'Permissions', sortValue: (key) => API_KEY_SCOPE_LABELS[key.scope], cell: (key) => API_KEY_SCOPE_LABELS[key.scope] },
  { key: 'prefix', header: 'Key', cell: (key) => <code>{key.prefix}…</code> },
  timeColumn('created', 'Created', (key) => key.created, { sortable: true }),
  timeColumn('used', 'Last used', (key) => key.lastUsed, { none: 'Never', sortable: true }),
];

export default function ApiKeysScreen({ canWrite }: ScreenProps) {
  const keys = useApiQuery(api.apiKeys);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKeySummary | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const startCreate = () => {
    recordApiKeyEvent('createKey');
    setNotice(null);
    setCreating(true);
  };

  const confirmDelete = async (key: ApiKeySummary) => {
    recordApiKeyEvent('confirmDelete', { scope: key.scope });
    setDeleting(null);
    const result = await callApi(api.deleteApiKey, { id: key.id });
    setNotice(result.ok ? { ok: true, text: `The key “${key.name}” was deleted; it no longer works.` } : { ok: false, text: failureMessage(result) });
    keys.reload();
  };

  const deleteButton = (key: ApiKeySummary) => (
    <button
      type="button"
      className="admin-button admin-button-danger"
      aria-label={`Delete ${key.name}`}
      onClick={() => {
        recordApiKeyEvent('deleteKey');
        setDeleting(key);
      }}
    >
      Delete
    </button>
  );

  return (
    <>
      <h1>API keys</h1>
      <p className="admin-hint">
        A key lets another program read your orders, products and inventory through the Commerce API, and, with read and write
        permission, adjust your stock. Keep keys secret: anyone holding one can use it.
      </p>
      <details className="apk-details" onToggle={(e) => e.currentTarget.open && recordApiKeyEvent('learnMore')}>
        <summary>Learn more about the Commerce API</summary>
        <p>
          Send the key in the <code>Authorization: Bearer &lt;key&gt;</code> header. The calls are <code>GET /1.0/commerce/inventory</code>,{' '}
          <code>POST /1.0/commerce/inventory/adjustments</code>, <code>GET /1.0/commerce/orders</code>,{' '}
          <code>GET /1.0/commerce/orders/&#123;id&#125;</code> and <code>GET /1.0/commerce/products</code>; lists come 50 at a time with a{' '}
          <code>pagination.nextPageCursor</code>. Send an <code>Idempotency-Key</code> header with adjustments so a retry is not applied twice.
        </p>
      </details>
      <details className="apk-details" onToggle={(e) => e.currentTarget.open && recordApiKeyEvent('termsOfUse')}>
        <summary>Terms of use</summary>
        <p>
          Each key may make 300 calls a minute. Use keys only for your own shop, store them like passwords and delete any key you no
          longer use or that may have been seen by someone else.
        </p>
      </details>
      {canWrite && <ToolbarButton kind="primary" onClick={startCreate}>Create API key</ToolbarButton>}
      <NoticeStatus notice={notice} />
      <ResourceTable
        resource={keys}
        loadingLabel="Loading API keys…"
        rows={(data) => data.apiKeys}
        caption="API keys"
        scroll
        columns={KEY_COLUMNS}
        empty={{ title: 'No API keys yet.', text: canWrite ? 'Create a key to connect an inventory or accounting program to your shop.' : 'An administrator can create one.' }}
        actions={canWrite ? deleteButton : undefined}
      />
      <CreateKeyDialog
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created) keys.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this API key?"
        confirmLabel="Delete key"
        danger
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Programs using “{deleting?.name}” (<code>{deleting?.prefix}…</code>) will be refused at once. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
