/**
 * The uncaught-error reporter's queue (spec 000 §9): errors wait 1 s after the last one, then go
 * in one send; at most 10 wait at a time (more are dropped) and at most 20 sends leave a page.
 * Timers and sending are passed in, so the rules run under fake timers.
 */
import { ERROR_DEBOUNCE_MS, ERROR_MAX_QUEUED, ERROR_MAX_SENDS, ERROR_STACK_MAX } from '../../domain/tracking/constants.js';

export interface ClientErrorData {
  message: string;
  stack: string;
  /** `report`: a message the page's own code sends (tracking's, 001 §8), not an uncaught error. */
  kind: 'error' | 'unhandledrejection' | 'report';
  source: string;
  line: number;
  column: number;
  url: string;
}

/** One event of RecordJavascriptErrors. */
export interface ClientErrorEvent {
  event: string;
  data: ClientErrorData;
  timestamp: number;
}

export interface ErrorQueueDeps {
  send(events: ClientErrorEvent[]): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export interface ErrorQueue {
  /** Queues an error; false when it was dropped (queue full, or no sends left). */
  push(event: ClientErrorEvent): boolean;
  readonly sends: number;
}

export function createErrorQueue(deps: ErrorQueueDeps): ErrorQueue {
  let queue: ClientErrorEvent[] = [];
  let timer: unknown;
  let sends = 0;
  const flush = () => {
    timer = undefined;
    if (queue.length === 0 || sends >= ERROR_MAX_SENDS) return;
    sends += 1;
    const batch = queue;
    queue = [];
    deps.send(batch);
  };
  return {
    push(event) {
      if (sends >= ERROR_MAX_SENDS || queue.length >= ERROR_MAX_QUEUED) return false;
      queue.push(event);
      if (timer !== undefined) deps.clearTimeout(timer);
      timer = deps.setTimeout(flush, ERROR_DEBOUNCE_MS);
      return true;
    },
    get sends() {
      return sends;
    },
  };
}

/** "Stack cut at 5000 characters." */
export function cutStack(stack: string): string {
  return stack.length > ERROR_STACK_MAX ? stack.slice(0, ERROR_STACK_MAX) : stack;
}
