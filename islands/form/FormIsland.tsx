/**
 * The form island of a page: one mount that finds every form a form block rendered
 * (`form.site-form[data-form-id]`, `form.newsletter-form[data-form-id]`) and takes each over
 * (SiteForm). Renders nothing on the server.
 */
import { useEffect, useState } from 'react';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { FORM_SELECTOR, formElements, type FormElements } from './form-elements.js';
import { SiteForm } from './SiteForm.js';

export default function FormIsland({ captcha = null }: { captcha?: CaptchaConfig | null }) {
  const [forms, setForms] = useState<FormElements[]>([]);
  useEffect(() => {
    const found = [...document.querySelectorAll<HTMLFormElement>(FORM_SELECTOR)].flatMap((form) => {
      const els = formElements(form);
      if (!els) console.warn(`[form] form "${form.dataset['formId'] ?? ''}" carries no readable form JSON; left as rendered`);
      return els ? [els] : [];
    });
    setForms(found);
  }, []);
  return (
    <>
      {forms.map((els) => (
        <SiteForm key={els.form.dataset['formId'] ?? ''} els={els} captcha={captcha} />
      ))}
    </>
  );
}
