import { sequence } from 'astro:middleware';
import { recordAudit } from './features/accounts/audit-middleware.js';
import { answerCors } from './edge/cors.js';
import { secureResponses } from './http/secure-cookies.js';
import { refuseOtherMethods } from './http/route-methods.js';
import { refuseCrossSite } from './edge/origin-check.js';

/** What Astro runs before the admin, account pages and API routes (site pages never reach Astro: site/http/serve-page.ts). */
export const onRequest = sequence(secureResponses, answerCors, refuseOtherMethods, refuseCrossSite, recordAudit);
