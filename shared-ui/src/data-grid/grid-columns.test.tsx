import '../components/testing/setup-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { booleanFilter, INCIDENT_LIST_RESOURCE, optionsFilter, optionsOf } from 'shared-contracts';
import { gridPreferencesKey } from './grid-preferences';
import { moreFiltersText } from './more-filters';
import { RESIZE_KEY_STEP } from './resizable-header-cell';
import type { DataGridColumn } from './data-grid';
import { ServerListPage } from './server-list-page';
import { createFakeApi, GridTestShell, pagedRows } from './testing/grid-test-shell';

// The grid's columns and filter bar as the user shapes them: chosen and resized columns, row height, More filters.

interface Incident {
  id: string;
  name: string;
}

const FILTERS = [
  optionsFilter('Severity', { options: optionsOf(['high', 'low']) }),
  optionsFilter('Status', { options: optionsOf(['open', 'resolved']) }),
  booleanFilter('Flagged'),
];
const COLUMNS: DataGridColumn<Incident>[] = [
  { key: 'name', title: 'Name', width: 200 },
  { key: 'id', title: 'Reference', width: 160 },
];

function renderPage(url = '/incidents', columns: readonly DataGridColumn<Incident>[] = COLUMNS) {
  const fake = createFakeApi({
    'GET /incidents': pagedRows(3, 100),
    'GET /incidents/count': () => ({ totalIncidents: 3, totalFilteredIncidents: 3 }),
  });
  return render(
    <GridTestShell api={fake.api} url={url}>
      <ServerListPage<Incident>
        {...INCIDENT_LIST_RESOURCE}
        columns={columns}
        filters={FILTERS}
        mainFilters={['severity']}
        rowKey="id"
        onRowClick={() => undefined}
      />
    </GridTestShell>,
  );
}

const headerTexts = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('grid columns and filter bar', () => {
  beforeEach(() => window.localStorage.clear());

  it('hides a chosen column and keeps the choice after a remount, never hiding the last one', async () => {
    const { unmount } = renderPage();
    await screen.findByText(/^3 incidents loaded/);
    expect(headerTexts()).toEqual(['Name', 'Reference']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Reference' }));
    expect(headerTexts()).toEqual(['Name']);
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    unmount();

    renderPage();
    await screen.findByText(/^3 incidents loaded/);
    expect(headerTexts()).toEqual(['Name']);
    expect(JSON.parse(window.localStorage.getItem(gridPreferencesKey('u-1', 'incidents'))!)).toMatchObject({
      hidden: ['id'],
    });
  });

  it('leaves a column hidden by default out until the user shows it from the chooser, and Reset hides it again', async () => {
    renderPage('/incidents', [...COLUMNS, { key: 'id', title: 'Extra', width: 100, defaultHidden: true }]);
    await screen.findByText(/^3 incidents loaded/);
    expect(headerTexts()).toEqual(['Name', 'Reference']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const extra = await screen.findByRole('checkbox', { name: 'Extra' });
    expect(extra).not.toBeChecked();
    fireEvent.click(extra);
    expect(headerTexts()).toEqual(['Name', 'Reference', 'Extra']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(headerTexts()).toEqual(['Name', 'Reference']);
  });

  it("resizes a column with its header's arrow keys, its edge being no tab stop, and keeps the width", async () => {
    const { unmount } = renderPage();
    await screen.findByText(/^3 incidents loaded/);
    const edge = screen.getByRole('separator', { name: 'Resize Name' });
    expect(edge).toHaveAttribute('aria-valuenow', '200');
    expect(edge).not.toHaveAttribute('tabindex');
    // The header (which does not sort here) is the one tab stop of its column.
    const header = edge.closest('th')!;
    expect(header).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(header, { key: 'ArrowRight' });
    fireEvent.keyDown(header, { key: 'ArrowLeft', shiftKey: true });
    const width = 200 + RESIZE_KEY_STEP - RESIZE_KEY_STEP * 10;
    expect(screen.getByRole('separator', { name: 'Resize Name' })).toHaveAttribute('aria-valuenow', String(width));
    unmount();
    renderPage();
    await screen.findByText(/^3 incidents loaded/);
    expect(screen.getByRole('separator', { name: 'Resize Name' })).toHaveAttribute('aria-valuenow', String(width));
  });

  it('dragging an edge resizes the column once the pointer is released, without sorting', async () => {
    renderPage();
    await screen.findByText(/^3 incidents loaded/);
    const edge = screen.getByRole('separator', { name: 'Resize Reference' });
    fireEvent.pointerDown(edge, { clientX: 500 });
    fireEvent.pointerMove(window, { clientX: 560 });
    expect(screen.getByRole('separator', { name: 'Resize Reference' })).toHaveAttribute('aria-valuenow', '220');
    fireEvent.pointerUp(window, { clientX: 560 });
    expect(JSON.parse(window.localStorage.getItem(gridPreferencesKey('u-1', 'incidents'))!)).toMatchObject({
      widths: { id: 220 },
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/incidents$/);
  });

  it('shows the main filters in the bar and the others under "More filters", counting those set', async () => {
    renderPage('/incidents?flagged=true');
    await screen.findByText(/^3 incidents loaded/);
    const bar = screen.getByRole('toolbar', { name: 'Filters' });
    expect(bar.querySelector('[data-filter="severity"]')).not.toBeNull();
    expect(bar.querySelector('[data-filter="status"]')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: moreFiltersText(1) }));
    const more = await screen.findByRole('group', { name: 'More filters' });
    expect(more.querySelector('[data-filter="status"]')).not.toBeNull();
    expect(more.querySelector('[data-filter="flagged"]')).not.toBeNull();
  });

  it('"Skip to results" comes before the filter bar and moves focus to the grid\'s first row', async () => {
    renderPage();
    await screen.findByText(/^3 incidents loaded/);
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    const bar = screen.getByRole('toolbar', { name: 'Filters' });
    expect(skip.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(document.querySelector('.console-data-grid .ant-table-row'));
  });

  it('a focused row scrolls the grid back to its first column', async () => {
    renderPage();
    await screen.findByText(/^3 incidents loaded/);
    const header = document.querySelector<HTMLElement>('.console-data-grid .ant-table-header')!;
    header.scrollLeft = 300;
    expect(header.scrollLeft).toBe(300);
    fireEvent.focus(document.querySelector<HTMLElement>('.console-data-grid .ant-table-row')!);
    expect(header.scrollLeft).toBe(0);
  });

  it('sets the row height', async () => {
    renderPage();
    await screen.findByText(/^3 incidents loaded/);
    expect(document.querySelector('.ant-table-small')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByText('Compact'));
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
  });
});

describe('moreFiltersText', () => {
  it('counts the filters set', () => {
    expect(moreFiltersText(0)).toBe('More filters');
    expect(moreFiltersText(2)).toBe('More filters (2)');
  });
});
