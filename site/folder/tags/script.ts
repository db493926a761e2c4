/** `<squarespace:script src="F" combo? />`: the folder's `scripts/F`, deferred. `combo` (bundling on the platform) changes nothing here. */
import { isInsidePath } from '../folder-files.js';
import { failed, type TagHandler } from './tag-types.js';

const SCRIPT_SRC = /^[A-Za-z0-9_.\/-]+$/;

export const scriptTag: TagHandler = ({ attributes }) => {
  const src = attributes['src'];
  if (src === undefined) return failed('<squarespace:script> needs a src', 'invalid-script');
  if (!SCRIPT_SRC.test(src) || !isInsidePath(src)) return failed(`<squarespace:script> src '${src}' is not a file inside scripts/`, 'invalid-script');
  return { ok: true, open: `<script src="/scripts/${src}" defer></script>`, collected: { kind: 'script', src } };
};
