/** How many queries this process has sent to its database (for the server benchmark's per-request figure). */
let queries = 0;

export function countQuery(): void {
  queries += 1;
}

export function queryCount(): number {
  return queries;
}
