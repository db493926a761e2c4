import { describe, expect, it } from 'vitest';
import { eventPipelineOf, eventsUrl, pipelineAccepted, pipelineLogging, validationUrl } from '../../../domain/tracking/event-pipeline.js';

describe("the event pipeline's host chosen by environment, with the schema validation call (001 §7)", () => {
  it('uses this site in prod by default, without validation or logging', () => {
    const { pipeline, problem } = eventPipelineOf(undefined, undefined);
    expect(problem).toBeUndefined();
    expect(pipeline).toEqual({ environment: 'prod', host: '' });
    expect(eventsUrl(pipeline)).toBe('/api/v1/clanker/events');
    expect(pipelineLogging(pipeline)).toBe(false);
  });

  it.each(['dev', 'qa', 'staging', 'prod'])('picks the host of %s from the table', (environment) => {
    const hosts = JSON.stringify({ dev: 'https://events.dev.example', qa: 'https://events.qa.example', staging: 'https://events.staging.example', prod: 'https://events.example' });
    const { pipeline } = eventPipelineOf(environment, hosts);
    const host = environment === 'prod' ? 'https://events.example' : `https://events.${environment}.example`;
    expect(eventsUrl(pipeline)).toBe(`${host}/api/v1/clanker/events`);
    expect(validationUrl(pipeline, 'site_visitor_view')).toBe(`${host}/api/v1/clanker/validate-event-content/site_visitor_view`);
    expect(pipelineLogging(pipeline)).toBe(environment !== 'prod');
  });

  it('names a bad setting and falls back to this site', () => {
    expect(eventPipelineOf('production', undefined).problem).toBe("TRACKING_ENVIRONMENT must be one of dev, qa, staging, prod, not 'production'");
    expect(eventPipelineOf('qa', '{nope').problem).toMatch(/TRACKING_PIPELINE_HOSTS must be JSON/);
    expect(eventPipelineOf('qa', '{"qa":"http://events.qa.example"}').problem).toBe('TRACKING_PIPELINE_HOSTS.qa must be an https origin such as https://events.example, not "http://events.qa.example"');
    expect(eventPipelineOf('qa', '{"qa":"http://x"}').pipeline.host).toBe('');
    expect(eventPipelineOf('qa', '{"__proto__":"https://evil.example"}').pipeline.host).toBe('');
  });

  it('takes 200 and 202 as success, nothing else', () => {
    expect([200, 202, 201, 204, 400, 500].map(pipelineAccepted)).toEqual([true, true, false, false, false, false]);
  });
});
