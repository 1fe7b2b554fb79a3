// Issue 33 slip 5: at 1024 px the templates' rows wrapped, their times showed seconds and their buttons mixed four
// styles (outline, ghost, destructive). Each row now reads on one line: times to the minute, one look for its actions.
import { render, screen } from '@testing-library/react';
import { DisplayTable } from 'shared-ui';
import { templateFixture } from '../../../testing/report-fixtures';
import { templateColumns } from './template-columns';

const noop = () => undefined;
const ACTIONS = { open: noop, edit: noop, runNow: noop, copy: noop, setPaused: noop, remove: noop };

function renderRow(paused = false) {
  const template = templateFixture({ paused, nextRun: '2026-11-30T08:00:00.000Z' });
  render(<DisplayTable rows={[template]} rowKey="id" columns={templateColumns(ACTIONS, true)} />);
}

describe('templateColumns', () => {
  it('shows the next run to the minute, without seconds', () => {
    renderRow();
    const row = screen.getAllByRole('row')[1]!;
    expect(row.textContent).toMatch(/2026, \d{2}:\d{2} [AP]M/);
    expect(row.textContent).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('gives every action of a row one look, each named by its action', () => {
    renderRow();
    const names = ['Run now', 'Edit', 'Copy', 'Pause', 'Delete'];
    for (const name of names) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('data-variant', 'ghost');
      expect(button).toHaveAttribute('title', name);
    }
    renderRow(true);
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveAttribute('data-variant', 'ghost');
  });

  it('sets a width on every column but the schedule, which takes the rest and is cut rather than wrapped', () => {
    const columns = templateColumns(ACTIONS, true);
    expect(columns.filter((column) => column.width === undefined).map((column) => column.title)).toEqual(['Schedule']);
    expect(columns.find((column) => column.title === 'Schedule')?.ellipsis).toBe(true);
    expect(columns.map((column) => column.title)).not.toContain('Last run');
  });
});
