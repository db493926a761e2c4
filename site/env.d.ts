/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The page a request to a site page resolved to (site/pipeline/middleware.ts). */
    page?: import('./pipeline/page-object.js').PageObject;
  }
}
