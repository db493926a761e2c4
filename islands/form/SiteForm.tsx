/**
 * The form widget (spec §4, §5, §8) on one form the engine rendered (found by FormIsland),
 * validates on blur and on submit, then submits through the server's calls.
 */
import { useEffect, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import { captchaTheme } from '../captcha/captcha-size.js';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { useCaptcha } from '../captcha/use-captcha.js';
import { formPurpose } from '../../domain/captcha/captcha-purpose.js';
import { apiRequest } from '../shared/api-request.js';
import { scrollToTarget } from '../../domain/motion/scroll-to.js';
import { browserClock } from '../../domain/motion/tween.js';
import { insertHtmlWithScripts, markInvalid, setBlocked, setBusy, updateCounter, windowPage } from './dom-effects.js';
import { fieldControls, readField } from './dom-read.js';
import { canSubmit, formReducer, initialFormState } from './form-state.js';
import { FormMessages } from './FormMessages.js';
import { FORM_MESSAGES as M } from './messages.js';
import { recordNewsletterSubscribe } from './newsletter-event.js';
import { submissionPageFields } from './page-fields.js';
import { formPayload, sanitizeField } from './sanitize.js';
import { submitForm } from './submit-flow.js';
import type { FormElements } from './form-elements.js';
import { fieldError, formErrors } from './validate.js';

interface Props {
  els: FormElements;
  captcha: CaptchaConfig | null;
}

export function SiteForm({ els, captcha }: Props) {
  const { newsletter } = els;
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const live = useRef(state);
  live.current = state;
  const theme = captchaTheme(els.definition.captchaTheme);
  const cap = useCaptcha(els.captchaContainer, captcha, formPurpose(els.definition.id), theme);
  const capRef = useRef(cap);
  capRef.current = cap;

  useEffect(() => {
    const { form, definition } = els;
    const query = () => new URLSearchParams(window.location.search);
    const onBlur = (event: FocusEvent) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>('[data-field-id]');
      if (!item || item.contains(event.relatedTarget as Node | null)) return;
      const field = definition.fields.find((f) => f.id === item.dataset['fieldId']);
      // Leaving a field only adds its message: clearing it here, as the pointer goes down on the
      // submit button, would move the button away before the click lands.
      const error = field ? fieldError(field, sanitizeField(field, readField(form, field), query())) : undefined;
      if (field && error !== undefined) dispatch({ type: 'field', fieldId: field.id, error });
    };
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLTextAreaElement) updateCounter(event.target);
      // A message goes as soon as what is typed fixes it.
      const item = (event.target as HTMLElement).closest<HTMLElement>('[data-field-id]');
      const field = item ? definition.fields.find((f) => f.id === item.dataset['fieldId']) : undefined;
      if (field && live.current.errors[field.id] !== undefined && fieldError(field, sanitizeField(field, readField(form, field), query())) === undefined) {
        dispatch({ type: 'field', fieldId: field.id, error: undefined });
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (!canSubmit(live.current)) return;
      const payload = formPayload(definition.fields, (f) => readField(form, f), query());
      const errors = formErrors(definition.fields, payload);
      if (Object.keys(errors).length > 0) return dispatch({ type: 'failed', message: M.invalidForm, errors });
      const c = capRef.current;
      if (c.shown && !c.token) return dispatch({ type: 'failed', message: M.captchaIncomplete, errors: {} });
      dispatch({ type: 'submit' });
      void submitForm(apiRequest, { formId: definition.id, form: payload, captchaKey: c.shown ? c.token : undefined, page: submissionPageFields() }).then((outcome) => {
        if (!outcome.ok) {
          capRef.current.reset();
          return dispatch({ type: 'failed', message: outcome.message, errors: outcome.fieldErrors });
        }
        capRef.current.destroy();
        if (newsletter) recordNewsletterSubscribe({ formId: definition.id, pagePath: location.pathname });
        dispatch({ type: 'succeeded', success: outcome });
      });
    };
    form.querySelectorAll('textarea').forEach(updateCounter);
    form.addEventListener('focusout', onBlur);
    form.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('focusout', onBlur);
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
    };
  }, [els, newsletter]);

  useEffect(() => {
    for (const field of els.definition.fields) markInvalid(fieldControls(els.form, field), field.id, state.errors[field.id] !== undefined);
    setBusy(els.button, state.phase === 'submitting', M.submitting);
    setBlocked(els.button, state.phase === 'submitting' || (state.phase === 'failure' && cap.shown && !cap.token));
  }, [els, state.errors, state.phase, cap.shown, cap.token]);

  // A failure moves focus to the first field in error (the summary above still announces it), else to the summary.
  useEffect(() => {
    if (state.failures === 0) return;
    const first = els.definition.fields.find((f) => live.current.summary[f.id] !== undefined);
    const control = first ? fieldControls(els.form, first)[0] : undefined;
    if (control) control.focus();
    else els.above?.focus();
  }, [els, state.failures]);

  useEffect(() => {
    const success = state.success;
    if (!success) return;
    if (success.successRedirect) return void window.location.assign(success.successRedirect);
    els.form.hidden = true;
    if (els.below) els.below.hidden = true;
    const target = els.submission;
    if (!target) return;
    if (success.submissionHTML) insertHtmlWithScripts(target, success.submissionHTML);
    target.focus({ preventScroll: true });
    scrollToTarget(windowPage, target.getBoundingClientRect().top, {}, browserClock);
  }, [els, state.success]);

  const jump = (fieldId: string) => fieldControls(els.form, els.definition.fields.find((f) => f.id === fieldId)!)[0]?.focus();
  return (
    <>
      <FormMessages
        fields={els.definition.fields}
        errors={state.errors}
        summary={state.summary}
        message={state.phase === 'failure' ? state.message : null}
        items={els.items}
        above={els.above}
        below={els.below}
        newsletter={newsletter}
        onJump={jump}
      />
      {state.success?.submissionMessage && els.submission && <SubmissionText target={els.submission} text={state.success.submissionMessage} />}
    </>
  );
}

function SubmissionText({ target, text }: { target: HTMLElement; text: string }) {
  return createPortal(<p className="form-submission-text">{text}</p>, target);
}
