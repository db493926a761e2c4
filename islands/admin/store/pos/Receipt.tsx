/** The receipt of a completed sale, with the change to hand back and a way to the next sale. */
import { useEffect, useRef } from 'react';
import { POS_METHOD_LABELS, type PosReceipt } from '../../../../domain/admin/store/point-of-sale.js';
import { DataTable } from '../../ui/DataTable.js';
import { minorUnitsText } from '../../../../domain/money/cart-money.js';

type ReceiptLine = PosReceipt['lines'][number];

export function Receipt({ receipt, onNext }: { receipt: PosReceipt; onNext: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const money = (cents: number): string => minorUnitsText(cents, receipt.currencyCode);
  return (
    <section aria-labelledby="pos-receipt" className="pos-receipt">
      <h2 id="pos-receipt" tabIndex={-1} ref={heading}>
        Sale #{receipt.orderNumber} complete
      </h2>
      <DataTable<ReceiptLine>
        caption={`Items of sale ${String(receipt.orderNumber)}`}
        columns={[
          { key: 'item', header: 'Item', rowHeader: true, cell: (l) => (l.variantLabel ? `${l.productName} (${l.variantLabel})` : l.productName) },
          { key: 'quantity', header: 'Quantity', cell: (l) => String(l.quantity) },
          { key: 'total', header: 'Total', cell: (l) => money(l.unitPriceCents * l.quantity) },
        ]}
        rows={receipt.lines}
        rowKey={(l) => l.sku}
        empty={null}
      />
      <dl className="admin-order-facts">
        <div><dt>Total</dt><dd>{money(receipt.totalCents)}</dd></div>
        <div><dt>Paid by</dt><dd>{POS_METHOD_LABELS[receipt.method]}</dd></div>
        {receipt.tenderedCents !== null && <div><dt>Cash received</dt><dd>{money(receipt.tenderedCents)}</dd></div>}
        {receipt.changeCents !== null && <div><dt>Change</dt><dd className="pos-change">{money(receipt.changeCents)}</dd></div>}
      </dl>
      <button type="button" className="admin-button admin-button-primary" onClick={onNext}>New sale</button>
    </section>
  );
}
