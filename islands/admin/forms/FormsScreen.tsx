/** Form submissions: the site's forms (`/admin/forms`) and one form's submissions (`/admin/forms/<id>`). */
import type { FormSummary } from '../../../domain/admin/form-answers.js';
import type { ScreenProps } from '../screens.js';
import { AppLink } from '../ui/AppLink.js';
import { DataTable } from '../ui/DataTable.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { useResource } from '../ui/use-resource.js';
import { Submissions } from './Submissions.js';

export default function FormsScreen({ subpath, navigate }: ScreenProps) {
  if (subpath !== '') return <Submissions formId={decodeURIComponent(subpath)} navigate={navigate} />;
  return <FormList navigate={navigate} />;
}

const formColumns = (navigate: (href: string) => void): Column<FormSummary>[] => [
  {
    key: 'name',
    header: 'Form',
    sortValue: (form) => form.name,
    cell: (form) => (
      <AppLink href={`/admin/forms/${encodeURIComponent(form.id)}`} navigate={navigate}>
        {form.name}
      </AppLink>
    ),
  },
  { key: 'submissions', header: 'Submissions', sortValue: (form) => form.submissions, cell: (form) => form.submissions },
  { key: 'latest', header: 'Latest', sortValue: (form) => form.latest, cell: (form) => (form.latest === null ? 'None yet' : new Date(form.latest).toLocaleString()) },
];

function FormList({ navigate }: { navigate: (href: string) => void }) {
  const forms = useResource<{ forms: FormSummary[] }>('/api/admin/forms');
  return (
    <>
      <h1>Form submissions</h1>
      <ResourceView resource={forms} label="Loading forms…">
        {(data) =>
          <DataTable
            caption="Forms"
            columns={formColumns(navigate)}
            rows={data.forms}
            rowKey={(form) => form.id}
            empty={<EmptyState title="This site has no forms yet." />}
            actions={(form) => (
              <AppLink href={`/admin/form-builder/${encodeURIComponent(form.id)}`} navigate={navigate}>
                Edit form
              </AppLink>
            )}
          />
        }
      </ResourceView>
    </>
  );
}
