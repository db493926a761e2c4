import type { FormatterDef } from '../../engine/plugin.js';
import { ErrorCode } from '../../engine/error-codes.js';
import { googleCalendarUrl as calendarUrl } from '../../domain/social/google-calendar-url.js';

/** The "add to Google Calendar" link of an event. */
export const googleCalendarUrl: FormatterDef = {
  name: 'google-calendar-url',
  apply(value, _args, scope) {
    const url = calendarUrl(value);
    if (url !== undefined) return url;
    scope.error(ErrorCode.FormatterFailed, 'google-calendar-url: the event dates are outside 4713 BC to 8652 AD');
    return '';
  },
};
