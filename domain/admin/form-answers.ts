/** A stored form answer as one line of text (multi-part answers and checkboxes are lists, likert a map of statement to answers). */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(answerText).filter((v) => v !== '').join('; ');
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    // A likert answer (statement to the checked answers) keeps its statements: "Delivery: Good; Packaging: Poor".
    if (entries.length > 0 && entries.every(([, v]) => Array.isArray(v))) return entries.map(([q, v]) => `${q}: ${answerText(v)}`).join('; ');
    return entries.map(([, v]) => answerText(v)).filter((v) => v !== '').join(' ');
  }
  return '';
}

/** A form as the submissions screen lists it: its answerable fields as columns. */
export interface FormSummary {
  id: string;
  name: string;
  columns: { id: string; title: string }[];
  submissions: number;
  latest: number | null;
  /** A form deleted in the builder whose submissions are kept (listed, no longer on any page). */
  deleted?: boolean;
  /** Whether the form builder edits it: a form on a page (the popup's sign-up form is set in the popup's settings). */
  editable: boolean;
}

export interface SubmissionRow {
  id: string;
  created: number;
  pageUrl: string;
  answers: Record<string, string>;
}

/** GET /api/admin/forms/{id}/submissions: one page of a form's answers, newest first. */
export interface SubmissionsAnswer {
  form: Pick<FormSummary, 'id' | 'name' | 'columns'>;
  submissions: SubmissionRow[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}
