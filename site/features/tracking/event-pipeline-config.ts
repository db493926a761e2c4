/** The event pipeline of this server (`TRACKING_ENVIRONMENT`, `TRACKING_PIPELINE_HOSTS`; domain/tracking/event-pipeline.ts), read once; a bad setting is logged once. */
import { eventPipelineOf, type EventPipeline } from '../../../domain/tracking/event-pipeline.js';
import { logger } from '../../edge/log.js';

let chosen: { key: string; pipeline: EventPipeline } | undefined;

export function eventPipeline(): EventPipeline {
  const environment = process.env['TRACKING_ENVIRONMENT'];
  const hosts = process.env['TRACKING_PIPELINE_HOSTS'];
  const key = `${environment ?? ''}\n${hosts ?? ''}`;
  if (chosen?.key !== key) {
    const { pipeline, problem } = eventPipelineOf(environment, hosts);
    if (problem) logger.error(`[tracking] ${problem}; events go to this site's own pipeline meanwhile`);
    chosen = { key, pipeline };
  }
  return chosen.pipeline;
}
