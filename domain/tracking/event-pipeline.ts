/**
 * Where the client-side tracking events go (001 §7): the environment (dev, qa, staging or prod)
 * selects the pipeline's host; `/api/v1/clanker/events` on it takes the events and
 * `/api/v1/clanker/validate-event-content/{schema}` checks a content. Outside prod each event is
 * validated first and a refused send is warned ('Error tracking event: HTTP Status {n}': logging
 * is on there); in prod events are only sent.
 */
/** The event pipeline (001 §7): JSON with eventSchemaName and eventContent (a JSON string); 200 or 202. */
export const EVENT_PIPELINE_PATH = '/api/v1/clanker/events';
export const EVENT_VALIDATION_PATH = '/api/v1/clanker/validate-event-content/';

export const TRACKING_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export type TrackingEnvironment = (typeof TRACKING_ENVIRONMENTS)[number];

export interface EventPipeline {
  environment: TrackingEnvironment;
  /** An https origin, or '' for this site itself (which serves the pipeline's calls). */
  host: string;
}

export const THIS_SITE_PIPELINE: EventPipeline = { environment: 'prod', host: '' };

export const isTrackingEnvironment = (value: unknown): value is TrackingEnvironment => typeof value === 'string' && (TRACKING_ENVIRONMENTS as readonly string[]).includes(value);

export function eventsUrl(pipeline: EventPipeline): string {
  return `${pipeline.host}${EVENT_PIPELINE_PATH}`;
}

export function validationUrl(pipeline: EventPipeline, schema: string): string {
  return `${pipeline.host}${EVENT_VALIDATION_PATH}${encodeURIComponent(schema)}`;
}

/** Logging (and validation before each send) is on everywhere but prod. */
export const pipelineLogging = (pipeline: EventPipeline): boolean => pipeline.environment !== 'prod';

/** 001 §7: success is HTTP 200 or 202. */
export const pipelineAccepted = (status: number): boolean => status === 200 || status === 202;

/**
 * The pipeline of `TRACKING_ENVIRONMENT` (default prod) and `TRACKING_PIPELINE_HOSTS` (JSON of
 * environment → https origin; an environment not named there uses this site). A bad setting is a
 * problem named in full, and this site's own pipeline is used meanwhile.
 */
export function eventPipelineOf(environment: string | undefined, hosts: string | undefined): { pipeline: EventPipeline; problem?: string } {
  const env = environment === undefined || environment === '' ? 'prod' : environment;
  if (!isTrackingEnvironment(env)) return { pipeline: THIS_SITE_PIPELINE, problem: `TRACKING_ENVIRONMENT must be one of ${TRACKING_ENVIRONMENTS.join(', ')}, not '${env}'` };
  if (hosts === undefined || hosts.trim() === '') return { pipeline: { environment: env, host: '' } };
  let table: unknown;
  try {
    table = JSON.parse(hosts);
  } catch {
    return { pipeline: { environment: env, host: '' }, problem: 'TRACKING_PIPELINE_HOSTS must be JSON such as {"staging":"https://events.staging.example"}' };
  }
  if (table === null || typeof table !== 'object' || Array.isArray(table)) return { pipeline: { environment: env, host: '' }, problem: 'TRACKING_PIPELINE_HOSTS must be a JSON object of environment to https origin' };
  const host = Object.hasOwn(table, env) ? (table as Record<string, unknown>)[env] : undefined;
  if (host === undefined) return { pipeline: { environment: env, host: '' } };
  if (typeof host !== 'string' || !isHttpsOrigin(host)) return { pipeline: { environment: env, host: '' }, problem: `TRACKING_PIPELINE_HOSTS.${env} must be an https origin such as https://events.example, not ${JSON.stringify(host)}` };
  return { pipeline: { environment: env, host } };
}

function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}
