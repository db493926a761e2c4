/** A refusal of an API call: its HTTP status, a stable code and the message shown to visitors. */
export interface ApiIssue {
  /** Where in the input: `quantity`, `additionalFields.field-initials`, `body`… */
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
