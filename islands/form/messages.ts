/** The form widget's strings (spec §5, §8): the server's where it has them, else quoted here once. */
import { FORM_MESSAGES as SERVER } from '../../domain/forms/form-messages.js';

export const FORM_MESSAGES = {
  ...SERVER,
  unknown: 'Unknown error, please try again later.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  submitting: 'Submitting…',
} as const;
