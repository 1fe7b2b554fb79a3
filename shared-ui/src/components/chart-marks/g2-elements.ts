import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarkRect } from './chart-marks';

/** One element a G2 chart drew (a bar segment, a Sankey node or link): the datum it stands for and its box. */
export interface DrawnElement {
  datum: unknown;
  rect: MarkRect;
}

/** The part of a G2 scene node read here (G2 keeps its element data in `__data__`, its view's in the view group's). */
interface SceneNode {
  attributes?: { class?: unknown };
  parentNode?: SceneNode | null;
  __data__?: unknown;
  getBounds?: () => { min: ArrayLike<number>; max: ArrayLike<number> };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The part of a G2 chart listened to: its events, named by their target ('element:click') and 'afterrender'. */
interface G2Emitter {
  on(event: string, handler: (event?: { data?: { data?: unknown } }) => void): unknown;
}

const isEmitter = (value: unknown): value is G2Emitter => isRecord(value) && typeof value.on === 'function';

/**
 * The G2 chart of a plot of @ant-design/charts (the plot's `chart`), or the given chart itself. The plot re-emits
 * G2's events under their DOM type only ('click' for a click on an element, a label or the plot alike, and nothing
 * for 'afterrender'): the events that name their target are the G2 chart's.
 */
function g2ChartOf(plot: unknown): unknown {
  return isRecord(plot) && isRecord(plot.chart) ? plot.chart : plot;
}

/** The scene's elements: the nodes of class `element` of the chart's canvas (none before the first render). */
function sceneElements(plot: unknown): SceneNode[] {
  const chart = g2ChartOf(plot);
  if (!isRecord(chart) || typeof chart.getContext !== 'function') return [];
  const context: unknown = chart.getContext();
  const canvas = isRecord(context) ? context.canvas : undefined;
  const document = isRecord(canvas) ? canvas.document : undefined;
  if (!isRecord(document) || typeof document.getElementsByClassName !== 'function') return [];
  const found: unknown = document.getElementsByClassName('element');
  return Array.isArray(found) ? (found as SceneNode[]) : [];
}

/** An element's datum, as G2's own events give it (its `dataOf`): the row of its mark's data at the element's index. */
function datumOf(element: SceneNode): unknown {
  const own = element.__data__;
  if (!isRecord(own) || typeof own.index !== 'number') return undefined;
  let view = element.parentNode;
  while (view && view.attributes?.class !== 'view') view = view.parentNode;
  const state = isRecord(view?.__data__) ? view.__data__.markState : undefined;
  if (!(state instanceof Map)) return undefined;
  for (const mark of state.keys()) {
    if (isRecord(mark) && mark.key === own.markKey && Array.isArray(mark.data)) return mark.data[own.index];
  }
  return undefined;
}

/**
 * The elements a rendered G2 chart (G2 5, or a plot of @ant-design/charts) shows, each with its datum and its box in
 * CSS pixels from the canvas' top-left corner: what ChartMarks lays its links over. Call it after the chart's
 * `afterrender` event (G2 emits it once the enter animations end); elements without a datum or a box are left out.
 */
export function g2Elements(chart: unknown): DrawnElement[] {
  const drawn: DrawnElement[] = [];
  for (const element of sceneElements(chart)) {
    const bounds = element.getBounds?.();
    const datum = datumOf(element);
    if (!bounds || datum === undefined) continue;
    const [x0 = NaN, y0 = NaN] = Array.from(bounds.min);
    const [x1 = NaN, y1 = NaN] = Array.from(bounds.max);
    if (![x0, y0, x1, y1].every(Number.isFinite)) continue;
    drawn.push({ datum, rect: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
  }
  return drawn;
}

/**
 * The elements of a G2 chart, read again after each render (the first, a resize, new data), and its clicks on an
 * element, as the element's datum. Give `onReady` to the plot of @ant-design/charts; `onClick` may change between
 * renders (the plot keeps the handlers of its first).
 */
export function useG2Elements(onClick: (datum: unknown) => void): {
  drawn: DrawnElement[];
  onReady: (plot: unknown) => void;
} {
  const [drawn, setDrawn] = useState<DrawnElement[]>([]);
  const click = useRef(onClick);
  useEffect(() => {
    click.current = onClick;
  });
  const onReady = useCallback((plot: unknown) => {
    const chart = g2ChartOf(plot);
    if (!isEmitter(chart)) return;
    chart.on('afterrender', () => setDrawn(g2Elements(chart)));
    chart.on('element:click', (event) => {
      const datum = event?.data?.data;
      if (datum !== undefined) click.current(datum);
    });
  }, []);
  return { drawn, onReady };
}
