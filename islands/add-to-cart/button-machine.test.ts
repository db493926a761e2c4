import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ButtonMachine, acceptsClick, type ButtonState } from './button-machine.js';

describe('the add-to-cart button', () => {
  let seen: ButtonState[];
  let machine: ButtonMachine;
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    machine = new ButtonMachine((s) => seen.push(s));
  });
  afterEach(() => vi.useRealTimers());

  it('shows Added! 1 s after a success and is idle 2 s later', () => {
    expect(machine.start()).toBe(true);
    machine.succeeded();
    vi.advanceTimersByTime(999);
    expect(machine.state).toBe('adding');
    vi.advanceTimersByTime(1);
    expect(machine.state).toBe('added');
    vi.advanceTimersByTime(1999);
    expect(machine.state).toBe('added');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['adding', 'added', 'idle']);
  });

  it('is idle 1 s after a failure', () => {
    machine.start();
    machine.failed();
    vi.advanceTimersByTime(999);
    expect(machine.state).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['adding', 'failed', 'idle']);
  });

  it('takes no click while busy, nor when its parent shows the added state', () => {
    machine.start();
    expect(machine.start()).toBe(false);
    expect(acceptsClick('idle', true)).toBe(false);
    expect(acceptsClick('idle', false)).toBe(true);
    expect(acceptsClick('added', false)).toBe(false);
    machine.reset();
    expect(machine.start(true)).toBe(false);
  });
});
