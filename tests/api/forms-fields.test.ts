// Field kinds (time, likert, section, phone with a country code, number, website), through the
// server's validator directly.
import { describe, expect, it } from 'vitest';
import { checkFormAnswers } from '../../site/features/forms/forms-fields.js';
import type { SiteForm } from '../../domain/forms/site-form.js';

const form: SiteForm = {
  id: 'form-test',
  name: 'Test',
  captchaEnabled: false,
  fields: [
    { id: 'f-section', type: 'section', title: 'About you' },
    { id: 'f-time', type: 'time', required: true },
    { id: 'f-likert', type: 'likert', questions: ['Service', 'Price'], options: ['Good', 'Bad'] },
    { id: 'f-phone', type: 'phone' },
    { id: 'f-text', type: 'text', required: false },
    { id: 'f-number', type: 'number' },
    { id: 'f-site', type: 'website' },
  ],
};

describe('form field kinds', () => {
  it('accepts good answers and skips sections', () => {
    const result = checkFormAnswers(form, {
      'f-time': ['09', '30', '', 'AM'],
      'f-likert': { Service: ['Good'] },
      'f-phone': ['+44', '20', '7946', '0018'],
      'f-text': '',
    });
    expect(result.errors).toEqual({});
    expect(result.data).toEqual({ 'f-time': ['09', '30', '', 'AM'], 'f-likert': { Service: ['Good'] }, 'f-phone': ['+44', '20', '7946', '0018'] });
  });

  it.each([
    [{ 'f-time': ['', '', '', ''] }, { 'f-time': 'Required' }],
    [{ 'f-time': ['', '', '', 'AM'] }, { 'f-time': 'Required' }],
    [{ 'f-time': ['13', '00', '', 'PM'] }, { 'f-time': 'Enter a valid time.' }],
    [{ 'f-time': ['23', '75'] }, { 'f-time': 'Enter a valid time.' }],
    [{ 'f-time': ['10', '00'], 'f-likert': { Quality: ['Good'] } }, { 'f-likert': 'Choose one of the offered options.' }],
    [{ 'f-time': ['10', '00'], 'f-likert': { Price: ['Meh'] } }, { 'f-likert': 'Choose one of the offered options.' }],
    [{ 'f-time': ['10', '00'], 'f-phone': ['1', '2', '3', '4', '5'] }, { 'f-phone': 'This answer has too many parts.' }],
    [{ 'f-time': ['10', '00'], 'f-phone': ['', '', '12'] }, { 'f-phone': 'Enter a valid phone number.' }],
    [{ 'f-time': ['10', '00'], 'f-section': 'x' }, {}],
    [{ 'f-time': ['10', '00'], 'f-text': 'a\u0000b' }, { 'f-text': 'Answers may not contain control characters.' }],
    [{ 'f-time': ['10', '00'], 'f-number': '12', 'f-site': 'example.com' }, {}],
    [{ 'f-time': ['10', '00'], 'f-number': '-1.5', 'f-site': 'https://shop.example.co.uk/a?b=c' }, {}],
    [{ 'f-time': ['10', '00'], 'f-number': 'twelve' }, { 'f-number': 'Please enter a number.' }],
    [{ 'f-time': ['10', '00'], 'f-site': 'javascript:alert(1)' }, { 'f-site': 'Please enter a web address, such as https://example.com.' }],
    [{ 'f-time': ['10', '00'], 'f-site': 'localhost' }, { 'f-site': 'Please enter a web address, such as https://example.com.' }],
  ])('%j → %j', (answers, errors) => {
    expect(checkFormAnswers(form, answers).errors).toEqual(errors);
  });
});
