/**
 * The page event fields a form submission carries (spec 000 §3: the submission payload's "page
 * event fields" are the tracking event fields of the same section): the page's facts written by
 * the server and what the browser tells. A page without the facts element sends the browser's part.
 */
import { VISITOR_RECORD_COOKIE } from '../../domain/tracking/constants.js';
import { factsFromDataset } from '../../domain/tracking/page-facts.js';
import { browserEnv, cookie, pageFacts } from '../tracking/browser.js';
import { eventFields, type EventFields } from '../tracking/event-fields.js';

export function submissionPageFields(): EventFields {
  return eventFields(pageFacts() ?? factsFromDataset({}), browserEnv(), cookie(VISITOR_RECORD_COOKIE));
}
