import type { APIRoute } from 'astro';
import { servedSite } from '../pipeline/site-runtime.js';
import { stylesheetResponse } from '../pipeline/site-assets.js';
import { siteContent } from '../server/store.js';

/** The site folder's stylesheets, compiled (template.conf `stylesheets`, in order) with the owner's saved design values. */
export const GET: APIRoute = async ({ request }) => {
  const snapshot = await siteContent();
  return stylesheetResponse(await servedSite(snapshot.templates, snapshot.design), request);
};
