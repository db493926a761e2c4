/**
 * Where a chart's marks go, in a 600 × 320 drawing: the value axis with round ticks, bars grouped
 * by row, a line per series, or pie slices of the first series. Pure arithmetic; the template only
 * writes the numbers out.
 */
import type { ChartDataset } from '../../../../domain/page-builder/chart-dataset.js';

export const CHART_BOX = { width: 600, height: 320, left: 56, right: 16, top: 16, bottom: 48 } as const;
export const CHART_COLORS = ['#1f5f8b', '#b03a2e', '#2e7d32', '#7d3c98', '#9a6700', '#00695c', '#5d4037', '#37474f', '#ad1457', '#283593'] as const;

const round = (n: number): number => Math.round(n * 100) / 100;
const plotWidth = CHART_BOX.width - CHART_BOX.left - CHART_BOX.right;
const plotHeight = CHART_BOX.height - CHART_BOX.top - CHART_BOX.bottom;

export const colorOf = (index: number): string => CHART_COLORS[index % CHART_COLORS.length] as string;

function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10) * power;
}

interface Scale {
  lo: number;
  hi: number;
  y(value: number): number;
  ticks: { value: number; y: number }[];
}

function scaleOf(values: readonly number[]): Scale {
  let lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  if (hi === lo) hi = lo + 1;
  const step = niceStep(hi - lo);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const y = (value: number): number => round(CHART_BOX.top + (plotHeight * (hi - value)) / (hi - lo));
  const ticks: { value: number; y: number }[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push({ value: round(v), y: y(v) });
  return { lo, hi, y, ticks };
}

const numbers = (dataset: ChartDataset): number[] => dataset.series.flatMap((s) => s.values.filter((v): v is number => v !== null));

export function axisGeometry(dataset: ChartDataset) {
  const scale = scaleOf(numbers(dataset));
  const group = plotWidth / dataset.labels.length;
  return {
    scale,
    zero: scale.y(0),
    group,
    labels: dataset.labels.map((text, i) => ({ text, x: round(CHART_BOX.left + (i + 0.5) * group), y: CHART_BOX.height - CHART_BOX.bottom + 20 })),
  };
}

export function barGeometry(dataset: ChartDataset) {
  const axis = axisGeometry(dataset);
  const width = (axis.group * 0.8) / dataset.series.length;
  const bars = dataset.series.flatMap((series, s) =>
    series.values.map((value, i) => {
      const v = value ?? 0;
      const top = Math.min(axis.scale.y(v), axis.zero);
      return {
        x: round(CHART_BOX.left + i * axis.group + axis.group * 0.1 + s * width),
        y: top,
        width: round(width),
        height: round(Math.abs(axis.scale.y(v) - axis.zero)),
        color: colorOf(s),
      };
    }),
  );
  return { ...axis, bars };
}

export function lineGeometry(dataset: ChartDataset) {
  const axis = axisGeometry(dataset);
  const lines = dataset.series.map((series, s) => {
    const points = series.values.map((value, i) => ({ x: round(CHART_BOX.left + (i + 0.5) * axis.group), y: axis.scale.y(value ?? 0) }));
    return { color: colorOf(s), points: points.map((p) => `${String(p.x)},${String(p.y)}`).join(' '), dots: points };
  });
  return { ...axis, lines };
}

export const PIE = { cx: 160, cy: 160, r: 136 } as const;

export function pieGeometry(dataset: ChartDataset) {
  const values = (dataset.series[0]?.values ?? []).map((v) => Math.max(0, v ?? 0));
  const total = values.reduce((a, b) => a + b, 0);
  const { cx, cy, r } = PIE;
  const at = (fraction: number) => {
    const angle = fraction * 2 * Math.PI - Math.PI / 2;
    return `${String(round(cx + r * Math.cos(angle)))} ${String(round(cy + r * Math.sin(angle)))}`;
  };
  let start = 0;
  const slices = values.map((value, i) => {
    const share = total > 0 ? value / total : 0;
    const from = start;
    start += share;
    const d = share >= 1
      ? `M ${String(cx)} ${String(cy - r)} A ${String(r)} ${String(r)} 0 1 1 ${String(cx)} ${String(cy + r)} A ${String(r)} ${String(r)} 0 1 1 ${String(cx)} ${String(cy - r)} Z`
      : `M ${String(cx)} ${String(cy)} L ${at(from)} A ${String(r)} ${String(r)} 0 ${share > 0.5 ? 1 : 0} 1 ${at(start)} Z`;
    return { d, color: colorOf(i), label: dataset.labels[i] ?? '', percent: `${String(Math.round(share * 1000) / 10)}%`, visible: share > 0 };
  });
  return { slices, legendX: 340, legend: slices.map((s, i) => ({ ...s, y: 40 + i * 24 })) };
}
