/**
 * Quantity changes of one cart entry, coalesced: rapid changes within `delayMs` of each other
 * become one request with the last quantity, and at most one request is in flight at a time (a
 * change made meanwhile is sent after it). `settled` is called once nothing is waiting or sent.
 */
export const COALESCE_DELAY_MS = 400;

export interface Coalescer {
  /** The visitor wants this quantity. */
  set(quantity: number): void;
  /** Forget a quantity not sent yet (e.g. the entry is being removed). */
  cancel(): void;
  /** The quantity waiting to be sent or in flight, if any. */
  pending(): number | undefined;
}

export function coalescer(
  send: (quantity: number) => Promise<void>,
  settled: () => void,
  delayMs: number = COALESCE_DELAY_MS,
): Coalescer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: number | undefined;
  let sending: number | undefined;

  const flush = async (): Promise<void> => {
    timer = undefined;
    if (sending !== undefined || waiting === undefined) return;
    sending = waiting;
    waiting = undefined;
    // The sender reports its own failures; a throw must not stop the next quantity.
    await send(sending).catch(() => undefined);
    sending = undefined;
    if (waiting !== undefined && timer === undefined) void flush();
    else if (waiting === undefined) settled();
  };

  return {
    set(quantity) {
      waiting = quantity;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
    pending: () => waiting ?? sending,
  };
}
