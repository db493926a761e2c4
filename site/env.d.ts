/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
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
