import type { APIRoute } from 'astro';
import { siteRuntime } from '../pipeline/site-runtime.js';
import { faviconResponse } from '../pipeline/site-assets.js';

/** The site folder's favicon at the address browsers ask for by default. */
export const GET: APIRoute = async () => faviconResponse(await siteRuntime());
