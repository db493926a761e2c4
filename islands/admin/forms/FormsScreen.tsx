/** Form submissions: the site's forms (`/admin/forms`) and one form's submissions (`/admin/forms/<id>`). */
import type { FormSummary } from '../../../domain/admin/form-answers.js';
import type { ScreenProps } from '../screens.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { Submissions } from './Submissions.js';

export default function FormsScreen({ subpath, navigate }: ScreenProps) {
  if (subpath !== '') return <Submissions formId={decodeURIComponent(subpath)} navigate={navigate} />;
  return <FormList navigate={navigate} />;
}

function FormList({ navigate }: { navigate: (href: string) => void }) {
  const forms = useResource<{ forms: FormSummary[] }>('/api/admin/forms');
  return (
    <>
      <h1>Form submissions</h1>
      <ResourceView resource={forms} label="Loading forms…">
        {(data) =>
          data.forms.length === 0 ? (
            <EmptyState title="This site has no forms yet." />
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Form</th>
                  <th scope="col">Submissions</th>
                  <th scope="col">Latest</th>
                  <th scope="col">
                    <span className="visually-hidden">Edit</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.forms.map((form) => (
                  <tr key={form.id}>
                    <td>
                      <a
                        href={`/admin/forms/${encodeURIComponent(form.id)}`}
                        onClick={(e) => {
                          e.preventDefault();
                          navigate(`/admin/forms/${encodeURIComponent(form.id)}`);
                        }}
                      >
                        {form.name}
                      </a>
                    </td>
                    <td>{form.submissions}</td>
                    <td>{form.latest === null ? 'None yet' : new Date(form.latest).toLocaleString()}</td>
                    <td>
                      <a
                        href={`/admin/form-builder/${encodeURIComponent(form.id)}`}
                        onClick={(e) => {
                          e.preventDefault();
                          navigate(`/admin/form-builder/${encodeURIComponent(form.id)}`);
                        }}
                      >
                        Edit form
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </ResourceView>
    </>
  );
}
