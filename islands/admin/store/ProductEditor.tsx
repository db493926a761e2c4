/**
 * One product's editor: name, URL, description, type, visibility, options, variants, images,
 * subscription plan and additional-fields form, checked by the schema the server uses. A save
 * names the version it was based on (409 → reload offered); delete asks first.
 */
import { useEffect, useRef, useState } from 'react';
import { BILLING_UNITS, EDITABLE_PRODUCT_TYPES, productInputIn, type ProductInput } from '../../../domain/admin/store/product-input.js';
import type { ProductEditorData } from '../../../domain/admin/store/product-view.js';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import type { ScreenProps } from '../screen-props.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { ErrorState, Loading } from '../ui/StateViews.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { ImagesFieldset } from './ImagesFieldset.js';
import { OptionsFieldset } from './OptionsFieldset.js';
import { blankProduct, issuesByPath, sellsForNothingDraft, slugOf } from './product-draft.js';
import { PRICE_UNSET_MESSAGE, ZERO_PRICE_WARNING } from '../../../domain/admin/store/price-floor.js';
import { RelatedFieldset } from './RelatedFieldset.js';
import { VariantsFieldset } from './VariantsFieldset.js';

interface Props extends Pick<ScreenProps, 'canWrite' | 'navigate'> {
  productId: string | undefined;
}

export function ProductEditor({ productId, canWrite, navigate }: Props) {
  const stored = useApiQuery(api.product, { id: productId ?? '' }, { enabled: productId !== undefined });
  const choices = useApiQuery(api.productChoices);
  const [draft, setDraft] = useState<{ product: ProductInput; version: number; fullUrl: string } | undefined>(
    productId === undefined ? { product: blankProduct(), version: 0, fullUrl: '' } : undefined,
  );
  // What the draft was read or saved as: the form holds unsaved work while it differs.
  const basis = useRef<ProductInput | undefined>(draft?.product);
  useUnsavedWork(() => canWrite && draft !== undefined && JSON.stringify(draft.product) !== JSON.stringify(basis.current));
  const [clientIssues, setClientIssues] = useState<ApiIssue[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [confirmingFree, setConfirmingFree] = useState(false);
  const { state, send, reset } = useVersionedSave<ProductEditorData>();
  const remover = useVersionedSave<{ deleted: boolean }>();

  const loaded = stored.status === 'ready' ? stored.data : undefined;
  useEffect(() => {
    if (!loaded) return;
    basis.current = loaded.product;
    setDraft({ product: loaded.product, version: loaded.version, fullUrl: loaded.fullUrl });
  }, [loaded]);

  if (productId !== undefined && stored.status !== 'ready') {
    return (
      <>
        <h1>Product</h1>
        {stored.status === 'loading' ? <Loading label="Loading the product…" /> : <ErrorState message={stored.message} onRetry={stored.reload} />}
      </>
    );
  }
  if (!draft) return <Loading label="Loading the product…" />;
  if (choices.status === 'error') return <ErrorState message={choices.message} onRetry={choices.reload} />;
  if (choices.status === 'loading') return <Loading label="Loading the editor…" />;

  const product = draft.product;
  const { currencyCode } = choices.data;
  const serverIssues = state.status === 'invalid' ? state.issues : [];
  const issues = issuesByPath(clientIssues.length > 0 ? clientIssues : serverIssues);
  const errorOf = (path: string) => issues.get(path);
  const change = (next: ProductInput) => setDraft({ ...draft, product: next });
  const isNew = productId === undefined;
  const unpriced = product.variants.some((v) => v.price === '');

  const submit = async (event: React.FormEvent | undefined, confirmZeroPrice = false) => {
    event?.preventDefault();
    setConfirmingFree(false);
    const checked = productInputIn(currencyCode).safeParse(product);
    if (!checked.success) {
      setClientIssues(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      reset();
      return;
    }
    setClientIssues([]);
    // A price of 0.00 is asked about first; the server refuses it unconfirmed anyway (409).
    if (!confirmZeroPrice && sellsForNothingDraft(checked.data, currencyCode)) {
      reset();
      setConfirmingFree(true);
      return;
    }
    const confirmation = confirmZeroPrice ? { confirmZeroPrice: true } : {};
    const saved = isNew
      ? await send(api.createProduct, undefined, { product: checked.data, ...confirmation })
      : await send(api.saveProduct, { id: productId }, { version: draft.version, product: checked.data, ...confirmation });
    if (!saved) return;
    // A new product's page loads it afresh; what was typed counts as saved until then.
    basis.current = isNew ? product : saved.product;
    if (isNew) navigate(`/admin/products/${encodeURIComponent(saved.id)}`);
    else setDraft({ product: saved.product, version: saved.version, fullUrl: saved.fullUrl });
  };

  const remove = async () => {
    setConfirming(false);
    if (isNew) return;
    const done = await remover.send(api.deleteProduct, { id: productId, version: draft.version });
    if (!done?.deleted) return;
    basis.current = draft.product;
    navigate('/admin/products');
  };

  return (
    <>
      <p><AppLink href="/admin/products">All products</AppLink></p>
      <h1>{isNew ? 'New product' : product.title || 'Product'}</h1>
      {!isNew && draft.fullUrl && product.visible && <p><a href={draft.fullUrl} target="_blank" rel="noreferrer">View on the site<span className="visually-hidden"> (opens a new tab)</span></a></p>}
      {clientIssues.length > 0 && (
        <div className="admin-error" role="alert">
          <p>Please correct the fields marked below.</p>
          <ul>{clientIssues.map((i) => <li key={`${i.path}:${i.message}`}>{i.path}: {i.message}</li>)}</ul>
        </div>
      )}
      <form className="store-editor" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={!canWrite}>
          <legend>Product</legend>
          <Field label="Name" error={errorOf('title')}>
            <input value={product.title} onChange={(e) => change({ ...product, title: e.target.value, urlId: isNew && (product.urlId === '' || product.urlId === slugOf(product.title)) ? slugOf(e.target.value) : product.urlId })} />
          </Field>
          <Field label="URL" hint="The end of the product's address: lower-case letters, digits and hyphens" error={errorOf('urlId')}>
            <input value={product.urlId} onChange={(e) => change({ ...product, urlId: e.target.value })} />
          </Field>
          <Field label="Product type" error={errorOf('productType')}>
            <select value={product.productType} onChange={(e) => change({ ...product, productType: Number(e.target.value) })}>
              {EDITABLE_PRODUCT_TYPES.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
            </select>
          </Field>
          <Field label="Summary" hint="A line shown in lists" error={errorOf('excerpt')}>
            <input value={product.excerpt} onChange={(e) => change({ ...product, excerpt: e.target.value })} />
          </Field>
          <Field label="Description (HTML)" error={errorOf('body')}>
            <textarea value={product.body} onChange={(e) => change({ ...product, body: e.target.value })} />
          </Field>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={product.visible}
              disabled={unpriced && !product.visible}
              aria-describedby={unpriced ? 'product-unpriced-note' : undefined}
              onChange={(e) => change({ ...product, visible: e.target.checked })}
            /> Visible on the site
          </label>
          {unpriced && <p id="product-unpriced-note" className="admin-hint">{PRICE_UNSET_MESSAGE}</p>}
          {errorOf('visible') && <p className="admin-field-error" role="alert">{errorOf('visible')}</p>}
        </fieldset>
        <fieldset disabled={!canWrite} className="store-plain">
          <legend className="visually-hidden">Options, variants and images</legend>
          <OptionsFieldset product={product} onChange={change} errorOf={errorOf} />
          <VariantsFieldset product={product} onChange={change} errorOf={errorOf} />
          <ImagesFieldset product={product} choices={choices.data.images} onChange={change} errorOf={errorOf} />
          <RelatedFieldset productId={productId} product={product} onChange={change} errorOf={errorOf} />
        </fieldset>
        <fieldset disabled={!canWrite}>
          <legend>Selling</legend>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={product.subscription !== null}
              onChange={(e) => change({ ...product, subscription: e.target.checked ? { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } : null })}
            />
            Sold as a subscription
          </label>
          {errorOf('subscription') && <p className="admin-field-error" role="alert">{errorOf('subscription')}</p>}
          {product.subscription && (
            <div className="store-grid">
              <Field label="Bill every" error={errorOf('subscription.billingPeriod.value')}>
                <input type="number" min={1} step={1} value={String(product.subscription.billingPeriod.value)} onChange={(e) => product.subscription && change({ ...product, subscription: { ...product.subscription, billingPeriod: { ...product.subscription.billingPeriod, value: Number(e.target.value) } } })} />
              </Field>
              <Field label="Billing period" error={errorOf('subscription.billingPeriod.unit')}>
                <select value={product.subscription.billingPeriod.unit} onChange={(e) => product.subscription && change({ ...product, subscription: { ...product.subscription, billingPeriod: { ...product.subscription.billingPeriod, unit: e.target.value as (typeof BILLING_UNITS)[number] } } })}>
                  {BILLING_UNITS.map((u) => <option key={u} value={u}>{u.toLowerCase()}</option>)}
                </select>
              </Field>
              <Field label="Number of payments" hint="0: until cancelled" error={errorOf('subscription.numBillingCycles')}>
                <input type="number" min={0} step={1} value={String(product.subscription.numBillingCycles)} onChange={(e) => product.subscription && change({ ...product, subscription: { ...product.subscription, numBillingCycles: Number(e.target.value) } })} />
              </Field>
            </div>
          )}
          <Field label="Additional-fields form" hint="Questions a buyer answers when adding the product" error={errorOf('additionalFieldsFormId')}>
            <select value={product.additionalFieldsFormId ?? ''} onChange={(e) => change({ ...product, additionalFieldsFormId: e.target.value === '' ? null : e.target.value })}>
              <option value="">None</option>
              {choices.data.forms.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
            </select>
          </Field>
        </fieldset>
        {canWrite && (
          <div className="store-actions">
            <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>{isNew ? 'Create product' : 'Save product'}</button>
            {!isNew && <button type="button" className="admin-button admin-button-danger" onClick={() => setConfirming(true)}>Delete product</button>}
          </div>
        )}
        <SaveStatus state={state} onReload={() => { reset(); stored.reload(); }} />
        {remover.state.status !== 'idle' && remover.state.status !== 'saved' && <SaveStatus state={remover.state} onReload={() => { remover.reset(); stored.reload(); }} />}
      </form>
      <ConfirmDialog
        open={confirmingFree}
        title={`Sell ${product.title || 'this product'} for 0.00?`}
        confirmLabel="Save with a price of 0.00"
        danger
        onConfirm={() => void submit(undefined, true)}
        onCancel={() => setConfirmingFree(false)}
      >
        <p>{ZERO_PRICE_WARNING}</p>
      </ConfirmDialog>
      <ConfirmDialog open={confirming} title={`Delete ${product.title || 'this product'}?`} confirmLabel="Delete product" danger onConfirm={() => void remove()} onCancel={() => setConfirming(false)}>
        <p>The product leaves the site and every cart. Orders keep their lines. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
