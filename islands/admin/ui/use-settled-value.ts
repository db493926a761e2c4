/** `value` once it has stayed the same for `pauseMs` (a search typed letter by letter is sent once the typing pauses). */
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, pauseMs: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return [settled, setSettled];
}
