/** Form submissions: the site's forms (`/admin/forms`) and one form's submissions (`/admin/forms/<id>`). */
import type { FormSummary } from '../../../domain/admin/form-answers.js';
import type { ScreenProps } from '../screen-props.js';
import { AppLink } from '../ui/AppLink.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import { timeColumn, type Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { Submissions } from './Submissions.js';

export default function FormsScreen({ subpath }: ScreenProps) {
  if (subpath !== '') return <Submissions formId={decodeURIComponent(subpath)} />;
  return <FormList />;
}

const FORM_COLUMNS: Column<FormSummary>[] = [
  {
    key: 'name',
    header: 'Form',
    sortValue: (form) => form.name,
    cell: (form) => (
      <AppLink href={`/admin/forms/${encodeURIComponent(form.id)}`}>
        {form.deleted ? `${form.name} (deleted form)` : form.name}
      </AppLink>
    ),
  },
  { key: 'submissions', header: 'Submissions', sortValue: (form) => form.submissions, cell: (form) => form.submissions },
  timeColumn('latest', 'Latest', (form) => form.latest, { none: 'None yet', sortable: true }),
];

const formAction = (form: FormSummary) =>
  form.deleted ? 'Deleted: submissions kept' : !form.editable ? 'Set in its own settings' : <AppLink href={`/admin/form-builder/${encodeURIComponent(form.id)}`}>Edit form</AppLink>;

function FormList() {
  const forms = useApiQuery(api.forms);
  return (
    <>
      <h1>Form submissions</h1>
      <ResourceTable resource={forms} loadingLabel="Loading forms…" rows={(data) => data.forms} caption="Forms" columns={FORM_COLUMNS} empty="This site has no forms yet." actions={formAction} />
    </>
  );
}
