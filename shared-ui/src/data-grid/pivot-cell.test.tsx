import '../components/testing/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PivotCell, pivotRender } from './pivot-cell';
import { createFakeApi, GridTestShell } from './testing/grid-test-shell';

interface Row {
  username: string;
}

/** A grid row that opens its detail on click, as the data grid's rows do, under the routes of a remote. */
function Page({ onRowClick }: { onRowClick: () => void }) {
  const render = pivotRender<Row>('incidents', 'user', (row) => row.username);
  return (
    // The row is a mouse target here as in the grid, where the row itself is also focusable and opens on Enter.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div data-testid="row" onClick={onRowClick}>
      {render({ username: 'zoë.müller' })}
    </div>
  );
}

function setup(url = '/incidents/inc-1?created=2026-01-01T00:00:00.000Z&severity=high') {
  const onRowClick = jest.fn();
  const { api } = createFakeApi({});
  render(
    <GridTestShell api={api} url={url}>
      {/* The host's /incidents/* route, then the remote's grid layout with its detail child route. */}
      <Routes>
        <Route
          path="/incidents/*"
          element={
            <Routes>
              <Route element={<Page onRowClick={onRowClick} />}>
                <Route index element={null} />
                <Route path=":id" element={null} />
              </Route>
            </Routes>
          }
        />
        <Route path="/egress" element={null} />
      </Routes>
    </GridTestShell>,
  );
  const location = () => screen.getByTestId('location').textContent;
  return { onRowClick, location };
}

describe('PivotCell', () => {
  it('lets a plain click reach the row, which opens its detail', () => {
    const { onRowClick, location } = setup();
    fireEvent.click(screen.getByText('zoë.müller'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(location()).toMatch(/^\/incidents\/inc-1\?/);
  });

  it('pivots on Alt+click to the grid filtered to that value only, without opening the row', () => {
    const { onRowClick, location } = setup();
    fireEvent.click(screen.getByText('zoë.müller'), { altKey: true });
    expect(onRowClick).not.toHaveBeenCalled();
    expect(location()).toBe(`/incidents?username=${encodeURIComponent('zoë.müller')}`);
  });

  it('offers "Show only" and the same value on the other grids from its menu button', async () => {
    const { onRowClick, location } = setup('/incidents?severity=high');
    const button = screen.getByRole('button', { name: 'Filter by user zoë.müller' });
    await act(async () => fireEvent.click(button));
    expect(onRowClick).not.toHaveBeenCalled();
    expect(await screen.findByRole('menuitem', { name: 'Egress events of this user' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Devices of this user' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Show only zoë.müller' })));
    expect(onRowClick).not.toHaveBeenCalled();
    expect(location()).toBe(`/incidents?username=${encodeURIComponent('zoë.müller')}`);
  });

  it('leads to another grid by its route', async () => {
    const { location } = setup('/incidents');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter by user zoë.müller' })));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Egress events of this user' })));
    expect(location()).toBe(`/egress?username=${encodeURIComponent('zoë.müller')}`);
  });

  it('keeps Enter on its button off the row', () => {
    const onKeyDown = jest.fn();
    const { api } = createFakeApi({});
    render(
      <GridTestShell api={api}>
        <div role="row" tabIndex={0} onKeyDown={onKeyDown}>
          <PivotCell value="laptop-7" filterKey="hostname" noun="host" />
        </div>
      </GridTestShell>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Filter by host laptop-7' }), { key: 'Enter' });
    expect(onKeyDown).not.toHaveBeenCalled();
  });

  it('shows a dash and no menu for an empty value', () => {
    const { api } = createFakeApi({});
    render(
      <GridTestShell api={api}>
        <PivotCell value="" filterKey="hostname" noun="host" />
      </GridTestShell>,
    );
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("works out a grid cell's other destinations when its menu opens, not with every row (issue 33, item 10)", async () => {
    const destinationsOf = jest.fn((value: string) => [{ label: `Egress events of ${value}`, to: '/egress' }]);
    const { api } = createFakeApi({});
    render(
      <GridTestShell api={api} url="/devices">
        <PivotCell value="ACME-WIN-0001" filterKey="hostname" noun="host" destinationsOf={destinationsOf} />
        <PivotCell value="ACME-MAC-0002" filterKey="hostname" noun="host" destinationsOf={destinationsOf} />
      </GridTestShell>,
    );
    expect(destinationsOf).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter by host ACME-MAC-0002' })));
    expect(await screen.findByRole('menuitem', { name: 'Egress events of ACME-MAC-0002' })).toBeInTheDocument();
    expect(new Set(destinationsOf.mock.calls.map(([value]) => value))).toEqual(new Set(['ACME-MAC-0002']));
  });

  it('refuses a kind the grid has no filter for', () => {
    expect(() => pivotRender('incidents', 'policy', () => 'x')).toThrow(/no filter for a policy/);
  });
});
