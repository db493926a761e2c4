/**
 * A chart block's data as one table: a row per label, a column per series (its name above, a
 * number in each cell), rows and columns added and removed. A blank cell is no value; the server
 * answers seed 001's dataset messages ("Enter some data!", "One or more rows was missing data.")
 * and they show under the table.
 */
import { useId } from 'react';
import { CHART_LIMITS } from '../../../domain/page-builder/chart-dataset.js';
import type { SettingIssue } from './model/field-issues.js';
import { describedBy, FieldError } from './FieldError.js';

interface Series {
  name: string;
  values: (number | null)[];
}

const labelsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map((l) => (typeof l === 'string' ? l : '')) : []);
const seriesOf = (value: unknown): Series[] =>
  Array.isArray(value)
    ? value.flatMap((s): Series[] => {
        if (s === null || typeof s !== 'object') return [];
        const { name, values } = s as Record<string, unknown>;
        return [{ name: typeof name === 'string' ? name : '', values: Array.isArray(values) ? values.map((v) => (typeof v === 'number' ? v : null)) : [] }];
      })
    : [];

/** A typed cell: blank (or not a number) is no value. */
const cellValue = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

export interface DatasetFieldProps {
  label: string;
  labels: unknown;
  series: unknown;
  /** The issues of `labels` and `series`, at their paths in the settings (`series.0.values`). */
  issues: readonly SettingIssue[];
  disabled: boolean;
  onChange: (labels: string[], series: Series[]) => void;
}

export function DatasetField({ label, labels: storedLabels, series: storedSeries, issues, disabled, onChange }: DatasetFieldProps) {
  const id = useId();
  const labels = labelsOf(storedLabels);
  const series = seriesOf(storedSeries);
  const messages = [...new Set(issues.map((i) => i.message))];
  const cellsOf = (s: Series): (number | null)[] => labels.map((_, r) => s.values[r] ?? null);
  return (
    <fieldset className="pb-dataset" disabled={disabled} aria-describedby={messages.length > 0 ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {labels.length === 0 && series.length === 0 ? (
        <p className="pb-hint">No data yet: add a row and a column.</p>
      ) : (
        <div className="pb-dataset-scroll">
          <table className="pb-dataset-table">
            <caption className="pb-hint">One row per label, one column of numbers per series.</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                {series.map((s, c) => {
                  const n = String(c + 1);
                  return (
                    <th scope="col" key={c}>
                      <label htmlFor={`${id}-col-${n}`} className="pb-dataset-label">Name of column {n}</label>
                      <input id={`${id}-col-${n}`} type="text" value={s.name} onChange={(e) => onChange(labels, series.map((o, i) => (i === c ? { ...o, name: e.target.value } : o)))} {...describedBy(`${id}-error`, issues.filter((i) => i.path === `series.${String(c)}.name`).map((i) => i.message))} />
                      <button type="button" className="admin-button" onClick={() => onChange(labels, series.filter((_, i) => i !== c))}>Remove column {n}</button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {labels.map((rowLabel, r) => {
                const n = String(r + 1);
                return (
                  <tr key={r}>
                    <th scope="row">
                      <label htmlFor={`${id}-row-${n}`} className="pb-dataset-label">Label of row {n}</label>
                      <input id={`${id}-row-${n}`} type="text" value={rowLabel} onChange={(e) => onChange(labels.map((l, i) => (i === r ? e.target.value : l)), series)} />
                      <button type="button" className="admin-button" onClick={() => onChange(labels.filter((_, i) => i !== r), series.map((s) => ({ ...s, values: cellsOf(s).filter((_, i) => i !== r) })))}>Remove row {n}</button>
                    </th>
                    {series.map((s, c) => {
                      const cell = cellsOf(s)[r];
                      const invalid = issues.some((i) => i.path === `series.${String(c)}.values` || i.path === `series.${String(c)}.values.${String(r)}`);
                      return (
                        <td key={c}>
                          <input
                            type="number"
                            step="any"
                            aria-label={`Row ${n} (${rowLabel || 'no label'}), column ${String(c + 1)} (${s.name || 'no name'})`}
                            value={cell === null || cell === undefined ? '' : String(cell)}
                            onChange={(e) => onChange(labels, series.map((o, i) => (i === c ? { ...o, values: cellsOf(o).map((v, j) => (j === r ? cellValue(e.target.value) : v)) } : o)))}
                            {...(invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <FieldError id={`${id}-error`} messages={messages} />
      <div className="pb-dataset-actions">
        <button type="button" className="admin-button" disabled={labels.length >= CHART_LIMITS.rows} onClick={() => onChange([...labels, ''], series.map((s) => ({ ...s, values: [...cellsOf(s), null] })))}>Add a row</button>
        <button type="button" className="admin-button" disabled={series.length >= CHART_LIMITS.series} onClick={() => onChange(labels, [...series, { name: `Column ${String(series.length + 1)}`, values: labels.map(() => null) }])}>Add a column</button>
      </div>
    </fieldset>
  );
}
