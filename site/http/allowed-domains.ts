/**
 * The host names whose requests Astro takes at their word (its `Astro.url`): those the build
 * allows (127.0.0.1, localhost) and the `HOST` the server was started with, read at start-up so
 * that another host or port never needs another build.
 */
export interface AllowedDomain {
  protocol?: string;
  hostname?: string;
  port?: string;
}

export function allowedDomainsAt(built: readonly AllowedDomain[], host: string | undefined): AllowedDomain[] {
  const domains = [...built];
  const name = host?.trim();
  if (!name || name === '0.0.0.0' || name === '::') return domains;
  const hostname = name.startsWith('[') ? name : name.includes(':') ? `[${name}]` : name;
  if (!domains.some((d) => d.hostname === hostname)) domains.push({ protocol: 'http', hostname });
  return domains;
}
