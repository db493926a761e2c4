/**
 * A refused delete's places as one user may follow them: each keeps its link (`href`) only when the
 * user's roles open the admin screen it leads to (domain/admin/screen-access.ts, whose areas are
 * permissions.ts's); the others are still named, by their titles, without a link. An editor deleting
 * a picture a product shows learns which product, but gets no link to the Products screen it may not open.
 */
import { mayOpenAdminHref } from '../admin/screen-access.js';
import type { MediaUse } from './media-use.js';

export function mediaUsesFor(uses: readonly MediaUse[], roles: readonly string[]): MediaUse[] {
  return uses.map((use) => {
    if (use.href === undefined || mayOpenAdminHref(roles, use.href)) return use;
    const named: MediaUse = { kind: use.kind, title: use.title };
    if (use.state !== undefined) named.state = use.state;
    return named;
  });
}
