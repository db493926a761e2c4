/** The form builder: the site's forms (`/admin/form-builder`) and one form (`/admin/form-builder/<formId>`). */
import type { FormSummary } from '../../../domain/admin/form-answers.js';
import type { FormDefinitionAnswer } from '../../../domain/admin/forms/form-model.js';
import type { ScreenProps } from '../screens.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { FormBuilder } from './FormBuilder.js';
import './form-builder.css';

export default function FormBuilderScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath !== '') return <OneForm formId={decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
  return <FormChoice navigate={navigate} />;
}

function Link({ href, navigate, children }: { href: string; navigate: (href: string) => void; children: string }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function FormChoice({ navigate }: { navigate: (href: string) => void }) {
  const forms = useResource<{ forms: FormSummary[] }>('/api/admin/forms');
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
                  <Link href={`/admin/form-builder/${encodeURIComponent(f.id)}`} navigate={navigate}>
                    {`Edit ${f.name}`}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </>
  );
}

function OneForm({ formId, canWrite, navigate }: { formId: string; canWrite: boolean; navigate: (href: string) => void }) {
  const definition = useResource<FormDefinitionAnswer>(`/api/admin/forms/${encodeURIComponent(formId)}/definition`);
  return (
    <>
      <p>
        <Link href="/admin/form-builder" navigate={navigate}>
          All forms
        </Link>
      </p>
      <ResourceView resource={definition} label="Loading the form…">
        {(data) => (
          <>
            <h1>Form: {data.form.name}</h1>
            <p className="admin-hint">
              Shown on <a href={data.pageUrl}>{data.pageTitle || data.pageUrl}</a>.{canWrite ? '' : ' You can read this form but not change it.'}
            </p>
            <FormBuilder key={`${data.form.id}@${String(data.version)}`} loaded={data} canWrite={canWrite} onReload={definition.reload} />
          </>
        )}
      </ResourceView>
    </>
  );
}
