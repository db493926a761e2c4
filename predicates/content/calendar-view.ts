import { fieldFlag } from '../../domain/commerce/json-number.js';
import { nodePredicate } from './node-predicate.js';

/** `calendarView` (looked up in scope) is on. */
export const calendarView = nodePredicate('calendar-view?', (_node, scope) => fieldFlag(scope.resolve('calendarView')));
