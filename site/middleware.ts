import { sequence } from 'astro:middleware';
import { recordAudit } from './features/accounts/audit-middleware.js';
import { answerCors } from './edge/cors.js';
import { secureResponses } from './server/edge.js';
import { refuseOtherMethods } from './server/route-methods.js';
import { refuseCrossSite } from './edge/origin-check.js';
import { issuePageCookies } from './server/page-cookies.js';
import { resolvePageObject } from './pipeline/middleware.js';

export const onRequest = sequence(secureResponses, answerCors, refuseOtherMethods, refuseCrossSite, recordAudit, issuePageCookies, resolvePageObject);
