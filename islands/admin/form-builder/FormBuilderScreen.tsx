/** The form builder: the site's forms (`/admin/form-builder`) and one form (`/admin/form-builder/<formId>`). */
import type { ScreenProps } from '../screens.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { FormBuilder } from './FormBuilder.js';
import './form-builder.css';

export default function FormBuilderScreen({ subpath, canWrite }: ScreenProps) {
  if (subpath !== '') return <OneForm formId={decodeURIComponent(subpath)} canWrite={canWrite} />;
  return <FormChoice />;
}

function FormChoice() {
  const forms = useApiQuery(api.forms);
  return (
    <>
      <h1>Form builder</h1>
      <ResourceView resource={forms} label="Loading forms…">
        {(data) =>
          data.forms.length === 0 ? (
            <EmptyState title="This site has no forms yet." />
          ) : (
            <ul className="fb-choice">
              {data.forms.map((f) => (
                <li key={f.id}>
                  <AppLink href={`/admin/form-builder/${encodeURIComponent(f.id)}`}>
                    {`Edit ${f.name}`}
                  </AppLink>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </>
  );
}

function OneForm({ formId, canWrite }: { formId: string; canWrite: boolean }) {
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
          </>
        )}
      </ResourceView>
    </>
  );
}
