/**
 * Line charts as one SVG file, no library: a grid of panels, each with its series, a y axis from 0
 * to the largest value, ticks on both axes, and a legend. Enough to show a run's figures in the
 * docs the way a dashboard would.
 */

export interface Series {
  name: string;
  /** [seconds since the start, value] */
  points: [number, number][];
}

export interface PanelSpec {
  title: string;
  unit: string;
  series: Series[];
}

/** The x axis: seconds of a run by default; another quantity (tables in flight) names its ticks. */
export interface XAxis {
  label: string;
  ticks: number[];
}

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf'];
const W = 560;
const H = 262;
const PAD = { left: 56, right: 14, top: 30, bottom: 64 };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 0.1, 0.2, 0.5, 1, 2, 5, … : a round step that gives about four ticks up to `max`. */
function niceStep(max: number): number {
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude) as number;
}

const label = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(Math.max(0, -Math.floor(Math.log10(Math.abs(v) || 1)) + 1)));

function panel(spec: PanelSpec, x0: number, y0: number, seconds: number, axis: XAxis | undefined): string {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const max = Math.max(0, ...spec.series.flatMap((s) => s.points.map((p) => p[1])));
  const step = niceStep(max || 1);
  const top = Math.max(step, Math.ceil((max || 1) / step) * step);
  const px = (t: number) => x0 + PAD.left + (t / seconds) * plotW;
  const py = (v: number) => y0 + PAD.top + plotH - (v / top) * plotH;
  const parts: string[] = [`<text x="${x0 + PAD.left}" y="${y0 + 18}" font-size="14" font-weight="bold">${escape(spec.title)}</text>`];
  for (let v = 0; v <= top + 1e-9; v += step) {
    parts.push(`<line x1="${x0 + PAD.left}" x2="${x0 + W - PAD.right}" y1="${py(v)}" y2="${py(v)}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${x0 + PAD.left - 6}" y="${py(v) + 4}" font-size="11" text-anchor="end">${label(v)}</text>`);
  }
  const tStep = seconds > 60 ? 20 : 10;
  const ticks = axis?.ticks ?? Array.from({ length: Math.floor(seconds / tStep) + 1 }, (_, k) => k * tStep);
  for (const t of ticks) {
    parts.push(`<text x="${px(t)}" y="${y0 + PAD.top + plotH + 15}" font-size="11" text-anchor="middle">${t}</text>`);
  }
  parts.push(
    `<text x="${x0 + PAD.left + plotW / 2}" y="${y0 + PAD.top + plotH + 29}" font-size="11" fill="#666" text-anchor="middle">${escape(axis?.label ?? 'seconds')}</text>`,
  );
  parts.push(
    `<text x="${x0 + 12}" y="${y0 + PAD.top + plotH / 2}" font-size="11" fill="#666" transform="rotate(-90 ${x0 + 12} ${y0 + PAD.top + plotH / 2})" text-anchor="middle">${escape(spec.unit)}</text>`,
  );
  spec.series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length] as string;
    const path = s.points.map(([t, v], j) => `${j === 0 ? 'M' : 'L'}${px(t).toFixed(1)},${py(v).toFixed(1)}`).join(' ');
    if (path) parts.push(`<path d="${path}" fill="none" stroke="${colour}" stroke-width="1.6"/>`);
    // A handful of measured points (not a second-by-second trace) are marked where they are.
    if (axis) for (const [t, v] of s.points) parts.push(`<circle cx="${px(t).toFixed(1)}" cy="${py(v).toFixed(1)}" r="3" fill="${colour}"/>`);
    const lx = x0 + PAD.left + (i % 3) * 165;
    const ly = y0 + H - 10 + Math.floor(i / 3) * 13 - (spec.series.length > 3 ? 10 : 0);
    parts.push(
      `<rect x="${lx}" y="${ly - 8}" width="10" height="3" fill="${colour}"/><text x="${lx + 14}" y="${ly - 4}" font-size="11">${escape(s.name)}</text>`,
    );
  });
  parts.push(`<rect x="${x0 + 0.5}" y="${y0 + 0.5}" width="${W - 1}" height="${H - 1}" fill="none" stroke="#ccc"/>`);
  return parts.join('\n');
}

/** The panels two by two, under a title line. */
export function renderPanels(title: string, panels: PanelSpec[], seconds: number, axis?: XAxis): string {
  const columns = 2;
  const rows = Math.ceil(panels.length / columns);
  const width = columns * W + (columns + 1) * 10;
  const height = 40 + rows * (H + 10);
  const body = panels.map((p, i) => panel(p, 10 + (i % columns) * (W + 10), 40 + Math.floor(i / columns) * (H + 10), seconds, axis)).join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="26" font-size="16" font-weight="bold">${escape(title)}</text>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}
