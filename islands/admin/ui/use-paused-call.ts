/**
 * Runs a call once its inputs have been still for `pauseMs`: a change in between restarts the
 * wait, and a call already sent for older inputs is aborted (its answer never lands). Used by the
 * live previews, which render again after each pause in the owner's typing.
 */
import { useEffect, type DependencyList } from 'react';

export function usePausedCall(call: (signal: AbortSignal) => Promise<void>, pauseMs: number, deps: DependencyList): void {
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(controller.signal).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      });
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The caller names the inputs; `call` is a new closure on every render.
  }, deps);
}
