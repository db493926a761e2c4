/** Reports uncaught errors and unhandled rejections to RecordJavascriptErrors (spec 000 §8, §9). */
import { apiRequest } from '../shared/api-request.js';
import { ENDPOINTS } from '../../domain/tracking/constants.js';
import { createErrorQueue, cutStack, type ClientErrorEvent } from './error-queue.js';

/** Installs the listeners; the function returned reports a message of the page's own code. */
export function installErrorReporter(): (message: string) => void {
  const queue = createErrorQueue({
    send: (events) => void apiRequest(ENDPOINTS.errors, { method: 'POST', body: events }).catch(() => undefined),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  addEventListener('error', (e) => {
    // Failed resource loads also reach window listeners in the capture phase only; these are script errors.
    queue.push(errorEvent('error', e.error ?? e.message, e.filename, e.lineno, e.colno));
  });
  addEventListener('unhandledrejection', (e) => queue.push(errorEvent('unhandledrejection', e.reason, '', 0, 0)));
  return (message) => queue.push(errorEvent('report', message, '', 0, 0));
}

function errorEvent(kind: ClientErrorEvent['data']['kind'], cause: unknown, source: string, line: number, column: number): ClientErrorEvent {
  const error = cause instanceof Error ? cause : undefined;
  return {
    event: 'javascript-error',
    timestamp: Date.now(),
    data: {
      kind,
      message: (error ? `${error.name}: ${error.message}` : String(cause)).slice(0, 1000),
      stack: cutStack(error?.stack ?? ''),
      source: source ?? '',
      line: line ?? 0,
      column: column ?? 0,
      url: location.href,
    },
  };
}
