/** The refusal to delete a library file still shown somewhere, carrying the places (`usedBy`) besides the sentence naming them. */
import type { MediaKind } from '../../domain/media/media.js';
import { mediaUsesText, type MediaUse } from '../../domain/media/media-use.js';
import { ApiError } from '../edge/api-error.js';
import { jsonResponse } from '../edge/json-response.js';

export class MediaInUseError extends ApiError {
  constructor(
    kind: MediaKind,
    readonly usedBy: readonly MediaUse[],
  ) {
    const what = kind === 'audio' ? 'audio file' : 'image';
    const verb = kind === 'audio' ? 'played' : 'shown';
    super(409, 'media-in-use', `This ${what} is still ${verb} by: ${mediaUsesText(usedBy)}. Remove it there first.`);
  }

  /** The 409 with `usedBy: [{ kind, title, state?, href? }]`. */
  response(): Response {
    return jsonResponse({ error: this.message, message: this.message, code: this.code, usedBy: this.usedBy }, this.status);
  }
}

/** Runs a call; a refused delete answers 409 with the places that still show the file. */
export async function withMediaUses(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof MediaInUseError)) throw error;
    return error.response();
  }
}
