/**
 * A React island of a site page written by our own code: the component rendered on the server by
 * `react-dom/server`, inside the `<astro-island>` element Astro's island runtime hydrates in the
 * browser with the client bundles Astro built (their addresses: island-build.ts). Before the first
 * island go the runtime's style, the `load` directive and the runtime itself; each script written
 * here is returned with the markup so the page's Content-Security-Policy trusts exactly those.
 */
import { createElement, type FunctionComponent, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml } from '../pipeline/html.js';
import type { IslandBuild } from './island-build.js';

export interface IslandMount {
  /** The component's file under `islands/` (as the build's manifest names it), e.g. `commerce/Commerce.tsx`. */
  readonly file: string;
  /** The name Astro gives it in `opts` (the component's). */
  readonly name: string;
  /** The props, as the browser receives them. */
  readonly props: Readonly<Record<string, unknown>>;
  /** The component with those props, rendered here. */
  readonly element: ReactElement;
}

/** `component` mounted with `props`. */
export function islandMount<P extends object>(file: string, name: string, component: FunctionComponent<P>, props: P): IslandMount {
  return { file, name, props: props as Readonly<Record<string, unknown>>, element: createElement(component, props) };
}

export interface WrittenIslands {
  readonly html: string;
  /** The exact texts of the inline scripts written (hashed into the page's policy). */
  readonly scripts: readonly string[];
}

/** Astro's prop encoding (`[type, value]`, 0 a value or object, 1 an array), read by the island runtime. */
function encoded(value: unknown): unknown {
  if (Array.isArray(value)) return [1, value.map(encoded)];
  if (value !== null && typeof value === 'object') return [0, encodedObject(value as Record<string, unknown>)];
  return value === undefined ? [0] : [0, value];
}

function encodedObject(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) Object.defineProperty(out, key, { value: encoded(value[key]), enumerable: true });
  return out;
}

function islandElement(build: IslandBuild, mount: IslandMount, index: number): string {
  const prefix = `r${index}`;
  const inner = renderToString(mount.element, { identifierPrefix: prefix });
  const attributes = [
    `uid="i${index}"`,
    `prefix="${prefix}"`,
    `component-url="${escapeHtml(build.componentUrl(mount.file))}"`,
    'component-export="default"',
    `renderer-url="${escapeHtml(build.rendererUrl)}"`,
    `props="${escapeHtml(JSON.stringify(encodedObject(mount.props)))}"`,
    'ssr',
    'client="load"',
    `opts="${escapeHtml(JSON.stringify({ name: mount.name, value: true }))}"`,
    ...(inner ? ['await-children'] : []),
  ];
  return `<astro-island ${attributes.join(' ')}>${inner ? `${inner}<!--astro:end-->` : ''}</astro-island>`;
}

/** The islands' markup (empty when there are none) and the scripts it carries. */
export function writeIslands(build: IslandBuild, mounts: readonly IslandMount[]): WrittenIslands {
  if (mounts.length === 0) return { html: '', scripts: [] };
  const scripts = [build.loadDirective, build.runtime];
  const prelude = `<style>${build.styles}</style>${scripts.map((text) => `<script>${text}</script>`).join('')}`;
  return { html: prelude + mounts.map((mount, index) => islandElement(build, mount, index)).join(''), scripts };
}
