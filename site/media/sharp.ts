/**
 * sharp as the server uses it. libvips' operation cache is off: every resize here is of another
 * image or width and its result is kept on disk (size-cache.ts), so the cache never answered a
 * request, and the decoded 2500 px originals it held kept the server at about 0.8 GB resident
 * after start-up's warm-up instead of about 0.4 GB (`npm run bench:memory`).
 */
import sharp from 'sharp';

sharp.cache(false);

export default sharp;
