import '../testing/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../router';
import { ChartMarks } from './chart-marks';
import type { ChartMark } from './chart-marks';
import { FakeG2Plot } from '../../testing/fake-g2-plot';
import { g2Elements, useG2Elements } from './g2-elements';

const mark = (day: number, value: number): ChartMark => ({
  key: `day-${day}`,
  rect: { x: day * 10, y: 100 - value, width: 8, height: value },
  label: `${value} events, Nov ${day}, Protected`,
  title: String(value),
  to: `/egress?day=${day}`,
});

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderMarks(marks: readonly ChartMark[]) {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <ChartMarks label="Marks of the chart" marks={marks} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ChartMarks', () => {
  it('lays a named link over each mark, its exact figure as title, one tab stop for the chart', () => {
    renderMarks([mark(1, 12), mark(2, 0.5), mark(3, 40)]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '12 events, Nov 1, Protected',
      '0.5 events, Nov 2, Protected',
      '40 events, Nov 3, Protected',
    ]);
    expect(links[0]).toHaveAttribute('title', '12');
    expect(links[0]).toHaveAttribute('href', '/egress?day=1');
    expect(links[0]).toHaveStyle({ left: '10px', top: '88px', width: '8px', height: '12px' });
    // A mark thinner than 4 px gets 4 px, centred on it, so that its focus ring shows.
    expect(links[1]).toHaveStyle({ height: '4px', top: '97.75px' });
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('group', { name: 'Marks of the chart' })).toHaveStyle({ pointerEvents: 'none' });
  });

  it('moves between the marks with the arrow keys, Home and End, and opens the focused one with Enter', () => {
    renderMarks([mark(1, 12), mark(2, 20), mark(3, 40)]);
    const links = screen.getAllByRole('link');
    act(() => links[0]!.focus());
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' });
    expect(links[1]).toHaveFocus();
    expect(links.map((link) => link.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(links[2]).toHaveFocus();
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(links[2]).toHaveFocus();
    fireEvent.keyDown(links[2]!, { key: 'ArrowLeft' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1]!, { key: 'Home' });
    expect(links[0]).toHaveFocus();
    fireEvent.click(links[0]!);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/egress?day=1');
  });

  it('keeps one tab stop when the marks shrink under the focused one', () => {
    const { rerender } = renderMarks([mark(1, 12), mark(2, 20), mark(3, 40)]);
    const links = screen.getAllByRole('link');
    act(() => links[2]!.focus());
    rerender(
      <MemoryRouter>
        <ChartMarks label="Marks of the chart" marks={[mark(1, 12)]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').tabIndex).toBe(0);
  });
});

/** A scene node as G2 builds it: a class, a parent, its data and its bounds. */
function sceneNode(props: {
  class?: string;
  parent?: object;
  data?: unknown;
  bounds?: [number, number, number, number];
}) {
  const [x0, y0, x1, y1] = props.bounds ?? [0, 0, 0, 0];
  return {
    attributes: { class: props.class },
    parentNode: props.parent ?? null,
    __data__: props.data,
    getBounds: () => ({ min: [x0, y0, 0], max: [x1, y1, 0] }),
  };
}

describe('g2Elements', () => {
  it("gives each drawn element its mark's datum and its box", () => {
    const rows = [{ day: '2026-11-01' }, { day: '2026-11-02' }];
    const markState = new Map([[{ key: 'interval-1', data: rows }, {}]]);
    const view = sceneNode({ class: 'view', data: { markState } });
    const layer = sceneNode({ class: 'layer', parent: view });
    const elements = [
      sceneNode({
        class: 'element',
        parent: layer,
        data: { markKey: 'interval-1', index: 1 },
        bounds: [10, 20, 18, 60],
      }),
      // Another mark's element, a datum-less one and one without a box are left out.
      sceneNode({ class: 'element', parent: layer, data: { markKey: 'other', index: 0 }, bounds: [0, 0, 1, 1] }),
      sceneNode({ class: 'element', parent: layer, data: undefined, bounds: [0, 0, 1, 1] }),
      {
        ...sceneNode({ class: 'element', parent: layer, data: { markKey: 'interval-1', index: 0 } }),
        getBounds: () => ({ min: [NaN, 0], max: [1, 1] }),
      },
    ];
    const chart = { getContext: () => ({ canvas: { document: { getElementsByClassName: () => elements } } }) };
    expect(g2Elements(chart)).toEqual([{ datum: rows[1], rect: { x: 10, y: 20, width: 8, height: 40 } }]);
  });

  it('finds nothing in a chart not yet rendered', () => {
    expect(g2Elements({ getContext: () => ({}) })).toEqual([]);
    expect(g2Elements(undefined)).toEqual([]);
  });
});

describe('useG2Elements', () => {
  function Chart({ onClick }: { onClick: (datum: unknown) => void }) {
    const { drawn, onReady } = useG2Elements(onClick);
    return (
      <>
        <FakeG2Plot data={[{ day: 1 }, { day: 2 }]} onReady={onReady} />
        <output aria-label="Drawn">{JSON.stringify(drawn)}</output>
      </>
    );
  }

  it("reads the plot's G2 chart once drawn, and hands an element's click to the latest handler", () => {
    const first = jest.fn<undefined, [unknown]>();
    const latest = jest.fn<undefined, [unknown]>();
    const { rerender } = render(<Chart onClick={first} />);
    expect(JSON.parse(screen.getByRole('status', { name: 'Drawn' }).textContent ?? '')).toEqual([
      { datum: { day: 1 }, rect: { x: 0, y: 0, width: 8, height: 100 } },
      { datum: { day: 2 }, rect: { x: 10, y: 0, width: 8, height: 100 } },
    ]);
    // The plot keeps the handlers of its first render: a click reaches the handler of the last one.
    rerender(<Chart onClick={latest} />);
    fireEvent.click(screen.getByRole('button', { name: 'Element 2' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith({ day: 2 });
  });
});
