/**
 * An owner's path of the page builder's calls (`/api/admin/layouts/<owner…>[/<action>]`, the same
 * for slides): the owner's segments and the action its last segment names, if it names one.
 */
import type { APIContext } from 'astro';

export function ownerPath<A extends string>(context: APIContext, actions: readonly A[]): { segments: string[]; action: A | undefined } {
  const segments = (context.params['owner'] ?? '').split('/').filter((s) => s !== '');
  const last = segments[segments.length - 1] ?? '';
  const action = (actions as readonly string[]).includes(last) ? (last as A) : undefined;
  return { segments: action ? segments.slice(0, -1) : segments, action };
}
