/**
 * Restock notifications: the variants visitors asked about (waiting and total sign-ups), each
 * variant's sign-ups, sending one variant's or every waiting notification, and what became of
 * the emails sent (delivered, waiting for a retry, given up).
 */
import { useState } from 'react';
import { restockSendNote, type RestockGroup } from '../../../domain/admin/restock.js';
import { failureMessage } from '../admin-api.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { NoticeStatus, type Notice } from '../ui/NoticeStatus.js';
import { PagedTable } from '../ui/PagedTable.js';
import { ToolbarButton } from '../ui/ToolbarButton.js';
import type { Column } from '../ui/table-columns.js';
import { Deliveries } from './Deliveries.js';
import { Signups } from './Signups.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiPages } from '../query/use-api-pages.js';

/** A variant's requests are one group, told apart by product and variant. */
const groupKey = (group: RestockGroup): string => `${group.productId}/${group.variantId}`;

const GROUP_COLUMNS: Column<RestockGroup>[] = [
  { key: 'product', header: 'Product', cell: (g) => g.productName },
  { key: 'sku', header: 'SKU', cell: (g) => g.sku },
  { key: 'waiting', header: 'Waiting', cell: (g) => g.pendingCount },
  { key: 'total', header: 'All requests', cell: (g) => g.totalCount },
];

type Sending = { kind: 'one'; group: RestockGroup } | { kind: 'all'; groups: RestockGroup[] };

export default function RestockScreen({ canWrite }: ScreenProps) {
  const groups = useApiPages(api.restockGroups, {}, (answer) => ({ items: answer.signUpGroups, hasNextPage: answer.hasNextPage, nextPageCursor: answer.nextPageCursor }));
  const [open, setOpen] = useState<RestockGroup | null>(null);
  const [confirming, setConfirming] = useState<Sending | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [deliveriesRound, setDeliveriesRound] = useState(0);

  const waiting = groups.items.filter((g) => g.pendingCount > 0);

  const send = async (sending: Sending) => {
    setConfirming(null);
    setNotice(null);
    const variant = (g: RestockGroup) => ({ productId: g.productId, variantId: g.variantId });
    const result =
      sending.kind === 'one'
        ? await callApi(api.sendRestock, undefined, variant(sending.group))
        : await callApi(api.sendAllRestock, undefined, { sendRequests: sending.groups.map(variant) });
    if (result.ok) {
      setNotice({ ok: true, text: restockSendNote(result.data) });
      groups.reload();
      setDeliveriesRound((r) => r + 1);
    } else {
      setNotice({ ok: false, text: failureMessage(result) });
    }
  };

  const groupActions = (group: RestockGroup) => (
    <>
      <button type="button" className="admin-button" aria-expanded={open === group} onClick={() => setOpen(open === group ? null : group)}>
        {open === group ? 'Hide requests' : 'Show requests'}<span className="visually-hidden"> for {group.productName} {group.sku}</span>
      </button>
      {canWrite && group.pendingCount > 0 && (
        <button type="button" className="admin-button" onClick={() => setConfirming({ kind: 'one', group })}>
          Send {group.pendingCount}<span className="visually-hidden"> notifications for {group.productName} {group.sku}</span>
        </button>
      )}
    </>
  );

  return (
    <>
      <h1>Restock notifications</h1>
      <p className="admin-hint">Visitors who asked to hear when a sold-out variant is back. Sending emails each of them once.</p>
      {canWrite && waiting.length > 0 && (
        <ToolbarButton kind="primary" onClick={() => setConfirming({ kind: 'all', groups: waiting.slice(0, 100) })}>
          Send all waiting
        </ToolbarButton>
      )}
      <NoticeStatus notice={notice} />
      <PagedTable
        paged={groups}
        loadingLabel="Loading restock requests…"
        caption="Variants with restock requests"
        columns={GROUP_COLUMNS}
        rowKey={groupKey}
        empty={{ title: 'No restock requests yet.', text: 'When a visitor asks to be told about a sold-out variant, it shows here.' }}
        actions={groupActions}
      />
      {open && <Signups key={groupKey(open)} group={open} />}
      <Deliveries round={deliveriesRound} onRefresh={groups.reload} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'one' ? `Send ${String(confirming.group.pendingCount)} notifications?` : 'Send every waiting notification?'}
        confirmLabel="Send"
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.kind === 'one'
            ? `Everyone waiting for ${confirming.group.productName} (${confirming.group.sku}) gets an email that it is back in stock.`
            : `Everyone waiting for ${String(confirming?.groups.length ?? 0)} variants gets an email that it is back in stock.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
