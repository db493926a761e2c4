import type { APIRoute } from 'astro';
import { siteRuntime } from '../../pipeline/site-runtime.js';
import { assetResponse } from '../../pipeline/asset-images.js';

/** A file of the site folder's `assets/`; raster images by way of the resizer (`?format=`). */
export const GET: APIRoute = async ({ params, request }) => assetResponse(await siteRuntime(), params['path'] ?? '', request);
