/** One wrong field of a refused call: where in the input (`quantity`, `items.2.title`, `body`…) and what is wrong. */
export interface ApiIssue {
  path: string;
  message: string;
}
