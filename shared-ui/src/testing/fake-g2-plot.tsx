import { useEffect, useRef } from 'react';

/** Props a fake plot reads: the data drawn and the plot's `onReady`. */
export interface FakeG2PlotProps {
  data?: readonly unknown[];
  onReady?: (plot: unknown) => void;
}

type Handler = (event?: { data?: { data?: unknown } }) => void;

/**
 * A plot of @ant-design/charts for jsdom, which has no canvas: `jest.mock('@ant-design/charts', ...)` maps Column,
 * Bar or Sankey to it. Like G2, it draws one element per datum (in a 10 px column each, so ChartMarks can lay its links
 * over them), emits `afterrender` once drawn, and a button per element ('Element 1' ...) emits `element:click` with
 * the element's datum, as a click on the canvas does.
 */
export function FakeG2Plot({ data = [], onReady }: FakeG2PlotProps) {
  const handlers = useRef(new Map<string, Handler[]>());
  const emit = (event: string, payload?: Parameters<Handler>[0]) => {
    for (const handler of handlers.current.get(event) ?? []) handler(payload);
  };
  useEffect(() => {
    const mark = { key: 'mark-1', data };
    const view = { attributes: { class: 'view' }, parentNode: null, __data__: { markState: new Map([[mark, {}]]) } };
    const elements = data.map((_, index) => ({
      attributes: { class: 'element' },
      parentNode: view,
      __data__: { markKey: mark.key, index },
      getBounds: () => ({ min: [index * 10, 0, 0], max: [index * 10 + 8, 100, 0] }),
    }));
    const chart = {
      on: (event: string, handler: Handler) =>
        handlers.current.set(event, [...(handlers.current.get(event) ?? []), handler]),
      getContext: () => ({ canvas: { document: { getElementsByClassName: () => elements } } }),
    };
    onReady?.({ chart });
    emit('afterrender');
    // The plot is drawn once, as @ant-design/charts' plots read their handlers once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div>
      {data.map((datum, index) => (
        <button key={index} type="button" onClick={() => emit('element:click', { data: { data: datum } })}>
          {`Element ${index + 1}`}
        </button>
      ))}
    </div>
  );
}
