/** The queue was full: the work was refused at once rather than waited for. */
export class QueueFullError extends Error {
  constructor(readonly queue: string) {
    super(`${queue}: too much work is waiting`);
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at once and lets at most `maxWaiting` more wait; a job beyond
 * that is refused at once (QueueFullError), so a flood of expensive work cannot pile up behind
 * the jobs that are running.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly name: string,
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.name);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiting job, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get pending(): number {
    return this.running + this.waiting.length;
  }
}

/** A positive whole number from the environment, else `fallback`. */
export function positiveSetting(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && text !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
}
