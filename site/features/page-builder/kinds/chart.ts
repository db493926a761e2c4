/**
 * Chart block (variants bar, line, pie): a dataset of rows (labels) and columns (series), drawn
 * as inline SVG with its title and a description of what it shows, and the data again as a table
 * for those who cannot see the drawing. Seed 001's dataset messages name what is missing.
 */
import { z } from 'zod';
import { CHART_LIMITS, datasetIssues, type ChartDataset } from '../../../../domain/page-builder/chart-dataset.js';
import type { JsonObject } from '../../../../domain/json-object.js';
import { barGeometry, CHART_BOX, colorOf, lineGeometry, pieGeometry } from './chart-geometry.js';
import { chartStart } from '../../../../domain/layout/block-defaults.js';
import type { LiveBlockDefinition } from './live-block.js';
import { optionalText, text } from './settings-fields.js';

const label = z.string({ invalid_type_error: 'Each row label must be text.' }).trim().max(CHART_LIMITS.label, `A row label may be at most ${String(CHART_LIMITS.label)} characters.`);

export const chartSchema = z
  .object({
    title: text('The chart title', 200),
    description: optionalText('The description', 1000),
    labels: z.array(label, { required_error: 'The rows are required.', invalid_type_error: 'The rows must be a list.' }).max(CHART_LIMITS.rows, `A chart holds at most ${String(CHART_LIMITS.rows)} rows.`),
    series: z
      .array(
        z
          .object({
            name: text('The column name', CHART_LIMITS.label),
            values: z.array(z.number({ invalid_type_error: 'Each value must be a number.' }).finite('Each value must be a number.').nullable(), { invalid_type_error: 'The values must be a list.' }),
          })
          .strict(),
        { required_error: 'The columns are required.', invalid_type_error: 'The columns must be a list.' },
      )
      .max(CHART_LIMITS.series, `A chart holds at most ${String(CHART_LIMITS.series)} columns.`),
  })
  .strict()
  .superRefine((settings, ctx) => {
    for (const issue of datasetIssues(settings)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path.split('.'), message: issue.message });
  });
export type ChartSettings = z.output<typeof chartSchema>;

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const VARIANT_NAMES: Readonly<Record<string, string>> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' };

function summaryOf(variant: string, dataset: ChartDataset): string {
  const kind = VARIANT_NAMES[variant] ?? 'Bar chart';
  const shown = variant === 'pie' ? dataset.series.slice(0, 1) : dataset.series;
  const parts = shown.map((s) => {
    const values = s.values.filter((v): v is number => v !== null);
    return `${s.name} from ${format.format(Math.min(...values))} to ${format.format(Math.max(...values))}`;
  });
  return `${kind} of ${String(dataset.labels.length)} ${dataset.labels.length === 1 ? 'row' : 'rows'}: ${parts.join('; ')}.`;
}

export const chartBlock: LiveBlockDefinition<ChartSettings> = {
  kind: 'chart',
  settings: chartSchema as unknown as z.ZodType<ChartSettings>,
  defaults: chartStart,
  check(settings, _env, block) {
    if (block.variant !== 'pie') return [];
    const values = settings.series[0]?.values ?? [];
    if (values.some((v) => v !== null && v < 0)) return [{ path: 'series.0.values', message: 'A pie chart shows values of 0 or more.' }];
    return values.some((v) => v !== null && v > 0) ? [] : [{ path: 'series.0.values', message: 'A pie chart needs at least one value above 0.' }];
  },
  data(settings, _env, block) {
    const variant = block.variant === 'line' || block.variant === 'pie' ? block.variant : 'bar';
    const dataset: ChartDataset = { labels: settings.labels, series: settings.series };
    const table = {
      columns: settings.series.map((s, i) => ({ name: s.name, color: colorOf(i) })),
      rows: settings.labels.map((labelText, r) => ({ label: labelText, cells: settings.series.map((s) => (s.values[r] === null || s.values[r] === undefined ? '' : format.format(s.values[r] as number))) })),
    };
    const drawing: JsonObject =
      variant === 'pie' ? { pie: pieGeometry(dataset) } : variant === 'line' ? { line: lineGeometry(dataset) } : { bar: barGeometry(dataset) };
    const axis = (drawing['bar'] ?? drawing['line']) as { scale: { ticks: { value: number; y: number }[] } } | undefined;
    return {
      variant,
      title: settings.title,
      summary: summaryOf(variant, dataset),
      description: settings.description ?? null,
      box: { ...CHART_BOX, axisX: CHART_BOX.left, axisRight: CHART_BOX.width - CHART_BOX.right, axisBottom: CHART_BOX.height - CHART_BOX.bottom },
      ticks: axis ? axis.scale.ticks.map((t) => ({ ...t, text: format.format(t.value) })) : [],
      ...drawing,
      legend: variant === 'pie' ? [] : table.columns,
      table,
    };
  },
};
