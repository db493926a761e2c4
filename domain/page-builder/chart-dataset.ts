/**
 * A chart block's dataset: rows (labels) and columns (series of numbers, one value per row), with
 * seed 001's editor messages for what is missing. Shared by the server's check and the editor.
 */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

export interface ChartDataset {
  labels: string[];
  series: ChartSeries[];
}

/** Seed 001 §5. */
export const DATASET_MESSAGES = {
  empty: 'Enter some data!',
  noColumn: 'Your dataset must have at least one column.',
  noRow: 'Your dataset must have at least one row.',
  missing: 'One or more rows was missing data.',
} as const;

export const CHART_LIMITS = { rows: 100, series: 10, label: 60 } as const;

export interface DatasetIssue {
  path: string;
  message: string;
}

/** What keeps a dataset from being drawn: nothing at all, no column, no row, or a row without a value in some column. */
export function datasetIssues(dataset: ChartDataset): DatasetIssue[] {
  if (dataset.labels.length === 0 && dataset.series.length === 0) return [{ path: 'labels', message: DATASET_MESSAGES.empty }];
  if (dataset.series.length === 0) return [{ path: 'series', message: DATASET_MESSAGES.noColumn }];
  if (dataset.labels.length === 0) return [{ path: 'labels', message: DATASET_MESSAGES.noRow }];
  const incomplete = dataset.series.findIndex((s) => s.values.length !== dataset.labels.length || s.values.some((v) => v === null || !Number.isFinite(v)));
  return incomplete === -1 ? [] : [{ path: `series.${String(incomplete)}.values`, message: DATASET_MESSAGES.missing }];
}
