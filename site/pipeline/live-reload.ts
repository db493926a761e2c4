/**
 * The live reload client of development mode: the one inline script the pipeline writes itself
 * (in the footers and on the error overlay), so the Content-Security-Policy trusts its text
 * (site/http/own-scripts.ts).
 */
export const LIVE_RELOAD_PATH = '/sf-dev/reload';

/**
 * The page knows the folder version it was rendered from (`data-version`); the stream says the
 * current one on connecting and each new one after, and any other than the page's reloads it. A
 * change saved while a reloaded page was still connecting is therefore not missed.
 */
export const LIVE_RELOAD_SCRIPT = `{const v=document.currentScript.dataset.version;new EventSource(${JSON.stringify(LIVE_RELOAD_PATH)}).addEventListener('change',(e)=>{if(e.data!==v)location.reload()})}`;

export function liveReloadElement(version: number): string {
  return `<script data-version="${Math.trunc(version)}">${LIVE_RELOAD_SCRIPT}</script>`;
}
