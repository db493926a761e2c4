import { sequence } from 'astro:middleware';
import { issuePageCookies } from './server/page-cookies.js';
import { resolvePageObject } from './pipeline/middleware.js';

export const onRequest = sequence(issuePageCookies, resolvePageObject);
