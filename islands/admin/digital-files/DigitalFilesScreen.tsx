/**
 * Digital files: each digital product with the files its buyers receive (by signed, expiring
 * download links once their order is paid), uploading a file and removing one. Files are kept
 * with the media but never public. Store writers change them; readers see them.
 */
import { useState } from 'react';
import type { ScreenProps } from '../screen-props.js';
import type { DigitalFile, DigitalProduct } from '../../../domain/admin/digital-files.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { uploadDigitalFile } from './upload-file.js';

const sizeText = (bytes: number): string => (bytes < 1024 * 1024 ? `${String(Math.max(1, Math.round(bytes / 1024)))} KB` : `${(bytes / 1048576).toFixed(1)} MB`);

export default function DigitalFilesScreen({ canWrite }: ScreenProps) {
  const products = useApiQuery(api.digitalFiles);
  // Read again in place (no loading state), so each product keeps the message of its last change.
  const refresh = async () => {
    const result = await callApi(api.digitalFiles, undefined);
    if (result.ok && products.status === 'ready') products.replace(result.data);
  };
  return (
    <>
      <h1>Digital files</h1>
      <p className="admin-hint">Buyers of a digital product get a download link for each of its files once their order is paid: on the order page and by email.</p>
      <ResourceView resource={products} label="Loading digital products…">
        {(data) =>
          data.products.length === 0 ? (
            <EmptyState title="This shop has no digital products." />
          ) : (
            <>
              {data.products.map((p) => (
                <ProductFiles key={p.id} product={p} canWrite={canWrite} onChange={() => void refresh()} />
              ))}
            </>
          )
        }
      </ResourceView>
    </>
  );
}

function ProductFiles({ product, canWrite, onChange }: { product: DigitalProduct; canWrite: boolean; onChange: () => void }) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text: string }>({ kind: 'idle', text: '' });
  const inputId = `digital-file-${product.id}`;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'busy', text: `Uploading ${file.name}…` });
    const result = await uploadDigitalFile(product.id, file);
    setStatus(result.ok ? { kind: 'done', text: `${file.name} uploaded.` } : { kind: 'error', text: result.message });
    if (result.ok) onChange();
  };
  const remove = async (file: DigitalFile) => {
    setStatus({ kind: 'busy', text: `Removing ${file.fileName}…` });
    const result = await callApi(api.deleteDigitalFile, { productId: product.id, fileId: file.id });
    setStatus(result.ok ? { kind: 'done', text: `${file.fileName} removed.` } : { kind: 'error', text: failureMessage(result) });
    if (result.ok) onChange();
  };
  return (
    <section className="admin-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{product.title}</h2>
      {product.files.length === 0 ? (
        <p>No file yet: buyers would receive nothing.</p>
      ) : (
        <ul>
          {product.files.map((f) => (
            <li key={f.id}>
              {f.fileName} ({sizeText(f.sizeBytes)}){' '}
              {canWrite && (
                <button type="button" className="admin-button" aria-label={`Remove ${f.fileName}`} onClick={() => void remove(f)}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <div className="admin-field">
          <label htmlFor={inputId}>Upload a file for {product.title}</label>
          <input id={inputId} type="file" disabled={status.kind === 'busy'} onChange={(e) => void upload(e.currentTarget.files?.[0])} />
        </div>
      )}
      <p className={status.kind === 'error' ? 'admin-field-error' : 'admin-save-status'} role={status.kind === 'error' ? 'alert' : 'status'}>
        {status.text}
      </p>
    </section>
  );
}
