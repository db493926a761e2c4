import type { APIRoute } from 'astro';
import { siteRuntime } from '../pipeline/site-runtime.js';
import { stylesheetResponse } from '../pipeline/site-assets.js';

/** The site folder's stylesheets, compiled (template.conf `stylesheets`, in order). */
export const GET: APIRoute = async ({ request }) => stylesheetResponse(await siteRuntime(), request);
