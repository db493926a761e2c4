/** What the layout and slide checks share: reading JSON safely and collecting issues at their paths (at most 200). */
import type { LayoutIssue } from './layout-api.js';

export { isJsonObject as isObject } from '../json-object.js';

/** A key's value only when the object itself has it (never the prototype's). */
export const own = (o: Record<string, unknown>, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

export class Issues {
  readonly list: LayoutIssue[] = [];
  add(path: string, message: string): void {
    if (this.list.length < 200) this.list.push({ path, message });
  }
}
