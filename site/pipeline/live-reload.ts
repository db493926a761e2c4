/**
 * The live reload client of development mode: the one inline script the pipeline writes itself
 * (in the footers and on the error overlay), so the Content-Security-Policy trusts its text
 * (site/http/own-scripts.ts).
 */
export const LIVE_RELOAD_PATH = '/sf-dev/reload';

export const LIVE_RELOAD_SCRIPT = `new EventSource(${JSON.stringify(LIVE_RELOAD_PATH)}).addEventListener('change',()=>location.reload())`;

export const LIVE_RELOAD_ELEMENT = `<script>${LIVE_RELOAD_SCRIPT}</script>`;
