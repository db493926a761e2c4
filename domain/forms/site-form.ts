/** One field of a site form, as the site's content describes it. */
export interface FormField {
  id: string;
  type: string;
  title?: string;
  required?: boolean;
  maxLength?: number;
  options?: string[];
  /** Likert questions. */
  questions?: string[];
  key?: string;
  value?: string;
  [key: string]: unknown;
}

export interface SiteForm {
  id: string;
  name: string;
  fields: FormField[];
  submissionMessage?: string;
  submissionHTML?: string;
  successRedirect?: string;
  disclaimerMessage?: string;
  captchaEnabled: boolean;
  captchaTheme?: number;
  captchaAlignment?: number;
  [key: string]: unknown;
}
