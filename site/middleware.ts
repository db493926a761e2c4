import { sequence } from 'astro:middleware';
import { secureResponses } from './server/edge.js';
import { refuseOtherMethods } from './server/route-methods.js';
import { refuseCrossSite } from './server/origin-check.js';
import { issuePageCookies } from './server/page-cookies.js';
import { resolvePageObject } from './pipeline/middleware.js';

export const onRequest = sequence(secureResponses, refuseOtherMethods, refuseCrossSite, issuePageCookies, resolvePageObject);
