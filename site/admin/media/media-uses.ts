/**
 * The places that still show a library file, named as the owner knows them (domain/media/media-use.ts):
 * each content part, draft and product whose stored JSON mentions the file's address, resolved
 * from the stored content to a title (a layout or slide by the page, item or site field it belongs
 * to, with its draft or published state; a collection's part by the post, event or item that shows
 * it, else the gallery or collection itself), with the admin screen that edits it. A part of no
 * known form is named by its part name. Above `site/media/` (it reads the page builder's parts):
 * the delete call hands it to `removeMedia`.
 */
import type { MediaUse, MediaUseKind } from '../../../domain/media/media-use.js';
import { objectOf, textOf as text, type JsonObject } from '../../../domain/json-object.js';
import { readVersionedPart, type Store } from '../../db/index.js';
import { partsMentioning, productsMentioning, type MentioningRow } from '../../db/media.js';
import { DRAFT_PART_PREFIX, PUBLISHED_PART_PREFIX } from '../../features/page-builder/layout-store.js';
import { SLIDE_DRAFT_PREFIX, SLIDE_PUBLISHED_PREFIX } from '../../features/page-builder/slide-store.js';

const PAIRS: readonly { prefix: string; state: 'draft' | 'published'; editor: 'layouts' | 'slides' }[] = [
  { prefix: DRAFT_PART_PREFIX, state: 'draft', editor: 'layouts' },
  { prefix: PUBLISHED_PART_PREFIX, state: 'published', editor: 'layouts' },
  { prefix: SLIDE_DRAFT_PREFIX, state: 'draft', editor: 'slides' },
  { prefix: SLIDE_PUBLISHED_PREFIX, state: 'published', editor: 'slides' },
];

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};
const admin = (...segments: string[]): string => `/admin/${segments.map(encodeURIComponent).join('/')}`;

const ITEM_KINDS: Readonly<Record<string, MediaUseKind>> = { blog: 'post', events: 'event' };

/** Reads each content part once per resolution. */
function partReader(store: Store): (part: string) => Promise<JsonObject> {
  const read = new Map<string, Promise<JsonObject>>();
  return (part) => {
    let found = read.get(part);
    if (!found) {
      found = readVersionedPart(store, part).then((p) => objectOf(p?.value));
      read.set(part, found);
    }
    return found;
  };
}

type Read = (part: string) => Promise<JsonObject>;

/** The page, item or site place a layout's or slide's owner key (`page/<id>`, `item/<c>/<i>`, `site/<f>`) names. */
async function ownerUse(owner: string, state: 'draft' | 'published', editor: 'layouts' | 'slides', read: Read): Promise<MediaUse | undefined> {
  const segments = owner.split('/');
  if (!segments.every((s) => SEGMENT.test(s))) return undefined;
  const href = admin(editor, ...segments);
  const [head, a, b] = segments;
  if (head === 'page' && a !== undefined && segments.length <= 3) {
    const title = text(objectOf((await read(`page:${a}`))['page'])['title']);
    return title === '' ? undefined : { kind: 'page', title, state, href };
  }
  if (head === 'item' && a !== undefined && b !== undefined && segments.length === 3) {
    const collection = await read(`collection:${a}`);
    const item = (Array.isArray(collection['items']) ? collection['items'] : []).map(objectOf).find((i) => i['id'] === b);
    const title = text(item?.['title']);
    if (title === '') return undefined;
    return { kind: ITEM_KINDS[text(objectOf(collection['collection'])['typeName'])] ?? 'item', title, state, href };
  }
  if (head === 'site' && a !== undefined && segments.length === 2) {
    if (editor === 'slides') return { kind: a === 'lock-screen' ? 'lock-screen' : 'popup', title: a, state, href };
    return { kind: 'region', title: a, state, href };
  }
  return undefined;
}

/** The items of a collection part that mention the file, else the collection (a gallery's images are its items). */
function collectionUses(id: string, value: unknown, mention: string): MediaUse[] {
  const collection = objectOf(value);
  const header = objectOf(collection['collection']);
  const typeName = text(header['typeName']);
  const title = text(header['title']);
  if (typeName === 'gallery') return [{ kind: 'gallery', title: title || id, href: admin('gallery', id) }];
  const items = (Array.isArray(collection['items']) ? collection['items'] : []).map(objectOf);
  const uses = items
    .filter((item) => JSON.stringify(item).includes(mention) && text(item['id']) !== '')
    .map((item): MediaUse => ({ kind: ITEM_KINDS[typeName] ?? 'item', title: text(item['title']) || text(item['id']), href: admin('collections', id, text(item['id'])) }));
  return uses.length > 0 ? uses : [{ kind: 'collection', title: title || id, href: admin('collections', id) }];
}

async function rowUses(row: MentioningRow, mention: string, read: Read): Promise<MediaUse[]> {
  const pair = PAIRS.find((p) => row.part.startsWith(p.prefix));
  if (pair) {
    const use = await ownerUse(row.part.slice(pair.prefix.length), pair.state, pair.editor, read);
    if (use) return [use];
  } else if (row.part.startsWith('page:')) {
    const id = row.part.slice('page:'.length);
    const title = text(objectOf(objectOf(parseJson(row.value))['page'])['title']);
    if (title !== '') return [{ kind: 'page', title, href: admin('pages', id) }];
  } else if (row.part.startsWith('collection:')) {
    return collectionUses(row.part.slice('collection:'.length), parseJson(row.value), mention);
  }
  return [{ kind: 'content', title: row.part }];
}

const useKey = (use: MediaUse): string => `${use.kind}\u0000${use.title}\u0000${use.state ?? ''}\u0000${use.href ?? ''}`;

/** Every place that shows `/media/<id>/`, each once: content parts and drafts first (by part name), then products. */
export async function mediaUses(store: Store, id: string): Promise<MediaUse[]> {
  const mention = `/media/${id}/`;
  const [rows, products] = await Promise.all([partsMentioning(store, mention), productsMentioning(store, mention)]);
  const read = partReader(store);
  const found = (await Promise.all(rows.map((row) => rowUses(row, mention, read)))).flat();
  found.push(...products.map((p): MediaUse => ({ kind: 'product', title: p.title || p.id, href: admin('products', p.id) })));
  const seen = new Set<string>();
  return found.filter((use) => {
    const key = useKey(use);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
