import { sequence } from 'astro:middleware';
import { recordAudit } from './server/audit-middleware.js';
import { answerCors } from './server/cors.js';
import { secureResponses } from './server/edge.js';
import { refuseOtherMethods } from './server/route-methods.js';
import { refuseCrossSite } from './server/origin-check.js';
import { issuePageCookies } from './server/page-cookies.js';
import { resolvePageObject } from './pipeline/middleware.js';

export const onRequest = sequence(secureResponses, answerCors, refuseOtherMethods, refuseCrossSite, recordAudit, issuePageCookies, resolvePageObject);
