import { QueueFullError } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';

/** The answer while the password-hashing queue is full (as the sign-in's). */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/** Runs password work, turning a full hashing queue into 503 with Retry-After. */
export async function whileHashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueueFullError) throw new ApiError(503, 'busy', BUSY_MESSAGE, [], { 'retry-after': '1' });
    throw error;
  }
}
