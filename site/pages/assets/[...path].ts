import type { APIRoute } from 'astro';
import { siteRuntime } from '../../pipeline/site-runtime.js';
import { folderFileResponse } from '../../pipeline/site-assets.js';

/** A file of the site folder's `assets/`. */
export const GET: APIRoute = async ({ params }) => folderFileResponse(await siteRuntime(), 'assets', params['path'] ?? '');
