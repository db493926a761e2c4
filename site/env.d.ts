/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The page a request to a site page resolved to (site/pipeline/middleware.ts). */
    page?: import('./pipeline/page-object.js').PageObject;
    /** The stored content as this request read it (once, in site/server/page-cookies.ts). */
    snapshot?: import('./pipeline/content-service.js').ContentSnapshot;
    /** The page cache's key of `snapshot` (site/server/page-cookies.ts), when the HTTP server read it. */
    pageKey?: string;
    /** The visitor came with a visitor cookie (a first visit has no cart yet). */
    returningVisitor?: boolean;
    /** The connection's peer address, passed by a server that calls Astro's handler (site/edge/client-address.ts). */
    peerAddress?: string;
    /** The request's id (site/http/request-id.ts), on its log lines and error replies. */
    requestId?: string;
    /** Who made this change, once a guard knew (site/features/accounts/audit.ts). */
    auditActor?: import('./features/accounts/audit.js').AuditActor;
    /** What this change did, named by its endpoint where the route alone says too little (site/features/accounts/audit.ts). */
    auditAction?: import('./features/accounts/audit.js').AuditAction;
  }
}
