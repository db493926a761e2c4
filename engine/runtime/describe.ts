/**
 * The message of something thrown, for an error report. Data may throw anything (an object
 * without a prototype, a proxy whose every trap throws), so reading it must not throw again.
 */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return String(thrown.message);
    if (typeof thrown === 'object' && thrown !== null) {
      const message = (thrown as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
    return String(thrown);
  } catch {
    return 'a value that cannot be printed was thrown';
  }
}
