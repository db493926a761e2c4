/**
 * The form builder: the site's forms and a new form (`/admin/form-builder`), one form to edit,
 * rename or delete (`/admin/form-builder/<formId>`).
 */
import type { ScreenProps } from '../screen-props.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { DeleteForm } from './DeleteForm.js';
import { FormBuilder } from './FormBuilder.js';
import { NewForm } from './NewForm.js';
import './form-builder.css';

export default function FormBuilderScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath !== '') return <OneForm formId={decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
  return <FormChoice canWrite={canWrite} navigate={navigate} />;
}

function FormChoice({ canWrite, navigate }: { canWrite: boolean; navigate: (href: string) => void }) {
  const forms = useApiQuery(api.forms);
  return (
    <>
      <h1>Form builder</h1>
      <ResourceView resource={forms} label="Loading forms…">
        {(data) => {
          const editable = data.forms.filter((f) => f.editable);
          return (
            <>
              {editable.length === 0 ? (
                <EmptyState title="This site has no forms yet." />
              ) : (
                <ul className="fb-choice">
                  {editable.map((f) => (
                    <li key={f.id}>
                      <AppLink href={`/admin/form-builder/${encodeURIComponent(f.id)}`}>{`Edit ${f.name}`}</AppLink>
                    </li>
                  ))}
                </ul>
              )}
              {canWrite && <NewForm pages={data.pages} onCreated={(id) => navigate(`/admin/form-builder/${encodeURIComponent(id)}`)} />}
            </>
          );
        }}
      </ResourceView>
    </>
  );
}

function OneForm({ formId, canWrite, navigate }: { formId: string; canWrite: boolean; navigate: (href: string) => void }) {
  const definition = useApiQuery(api.formDefinition, { id: formId });
  return (
    <>
      <p>
        <AppLink href="/admin/form-builder">
          All forms
        </AppLink>
      </p>
      <ResourceView resource={definition} label="Loading the form…">
        {(data) => (
          <>
            <h1>Form: {data.form.name}</h1>
            <p className="admin-hint">
              Shown on <a href={data.pageUrl}>{data.pageTitle || data.pageUrl}</a>.{canWrite ? '' : ' You can read this form but not change it.'}
            </p>
            <FormBuilder key={data.form.id} loaded={data} canWrite={canWrite} onReload={definition.reload} />
            {canWrite && (
              <DeleteForm
                formId={data.form.id}
                name={data.form.name}
                pageTitle={data.pageTitle || data.pageUrl}
                pageUrl={data.pageUrl}
                version={data.version}
                onDeleted={() => navigate('/admin/form-builder')}
              />
            )}
          </>
        )}
      </ResourceView>
    </>
  );
}
