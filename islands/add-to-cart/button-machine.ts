/**
 * The add-to-cart button's states (spec 000 §4): idle → adding ("Adding…") → added ("Added!",
 * 1 s after the success) → idle (2 s later); a failure returns to idle after 1 s. Only an idle
 * button takes a click, and not when its parent already shows the added state.
 */
import { TIMINGS } from '../../domain/commerce/add-to-cart/messages.js';

export type ButtonState = 'idle' | 'adding' | 'added' | 'failed';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function acceptsClick(state: ButtonState, parentShowsAdded: boolean): boolean {
  return state === 'idle' && !parentShowsAdded;
}

export class ButtonMachine {
  private current: ButtonState = 'idle';
  private pending: unknown = undefined;

  constructor(
    private readonly onChange: (state: ButtonState) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  get state(): ButtonState {
    return this.current;
  }

  /** A click: true when the button was idle and is now adding. */
  start(parentShowsAdded = false): boolean {
    if (!acceptsClick(this.current, parentShowsAdded)) return false;
    this.set('adding');
    return true;
  }

  succeeded(): void {
    this.later(TIMINGS.addedAfterMs, () => {
      this.set('added');
      this.later(TIMINGS.idleAfterAddedMs, () => this.set('idle'));
    });
  }

  failed(): void {
    this.set('failed');
    this.later(TIMINGS.idleAfterErrorMs, () => this.set('idle'));
  }

  /** Back to idle at once (a form was closed unsent, or the page moves on). */
  reset(): void {
    this.timers.clear(this.pending);
    this.set('idle');
  }

  private later(ms: number, run: () => void): void {
    this.timers.clear(this.pending);
    this.pending = this.timers.set(run, ms);
  }

  private set(state: ButtonState): void {
    if (state === this.current) return;
    this.current = state;
    this.onChange(state);
  }
}
