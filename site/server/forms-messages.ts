/** The specification's form messages (§5, §8). */
export const FORM_MESSAGES = {
  required: 'Required',
  tooLong: 'You have exceeded the character limit.',
  email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  invalidForm: 'One or more fields is invalid, please check your entries.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  keyUnavailable: 'Could not get a form submission key, please try again later.',
  processing: 'Error processing form submission. Please reload and try again.',
  // Ours (the spec shows none for these kinds):
  notAnOption: 'Choose one of the offered options.',
  badDate: 'Enter a valid date.',
  badTime: 'Enter a valid time.',
  badPhone: 'Enter a valid phone number.',
  badParts: 'This answer has too many parts.',
  badText: 'Answers may not contain control characters.',
  badShape: 'This answer is not in the expected form.',
  unknownField: 'This form has no such field.',
} as const;
