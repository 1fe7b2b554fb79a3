import '../components/testing/setup-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Drawer } from 'antd';
import { useState } from 'react';
import { optionsFilter, optionsOf } from 'shared-contracts';
import type { FilterValue } from 'shared-contracts';
import { BooleanFilterControl } from './boolean-filter-control';
import { OptionsFilterControl } from './options-filter-control';
import { createFakeApi, GridTestShell } from './testing/grid-test-shell';

const SEVERITY = optionsFilter('Severity', { options: optionsOf(['high', 'low']) });
const HOSTS = optionsFilter('Host Name', { endpoint: '/filters/hostname-options' });
const FLAGGED = { kind: 'boolean', key: 'flagged', label: 'Flagged' } as const;

function Controls() {
  const [severity, setSeverity] = useState<readonly string[]>([]);
  const [flagged, setFlagged] = useState<FilterValue | undefined>(undefined);
  return (
    <>
      <OptionsFilterControl
        definition={SEVERITY}
        values={severity}
        labelOf={(value) => value}
        onChange={(value) => setSeverity(value?.kind === 'options' ? value.values : [])}
      />
      <OptionsFilterControl definition={HOSTS} values={[]} labelOf={(value) => value} onChange={() => undefined} />
      <BooleanFilterControl
        definition={FLAGGED}
        value={flagged?.kind === 'boolean' ? flagged.value : undefined}
        onChange={setFlagged}
      />
    </>
  );
}

function setup() {
  const onClose = jest.fn();
  const fake = createFakeApi({
    'GET /filters/hostname-options': () => ({
      options: Array.from({ length: 80 }, (_, index) => ({ value: `host-${index}`, label: `host-${index}` })),
    }),
  });
  render(
    <GridTestShell api={fake.api}>
      <Drawer open title="Incident" onClose={onClose}>
        <Controls />
      </Drawer>
    </GridTestShell>,
  );
  return onClose;
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('filter popups in a drawer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('Escape closes the checklist only, and the drawer stays open', async () => {
    const onClose = setup();
    const trigger = screen.getByRole('button', { name: /^Severity/ });
    // With no popup open, Escape is the drawer's.
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();
    fireEvent.click(trigger);
    await advance(50);
    const box = within(screen.getByRole('group', { name: 'Severity' })).getAllByRole('checkbox')[0]!;
    expect(box).toHaveFocus();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Severity' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes the yes/no choice only', async () => {
    const onClose = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Flagged/ }));
    await advance(50);
    const any = screen.getByRole('radio', { name: 'Any' });
    expect(any).toHaveFocus();
    fireEvent.keyDown(any, { key: 'Escape' });
    expect(screen.queryByRole('radiogroup', { name: 'Flagged' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Flagged/ })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes the search picker of an endpoint list only', async () => {
    const onClose = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Host Name/ }));
    await advance(0);
    const search = screen.getByRole('combobox', { name: 'Search Host Name' });
    expect(search).toHaveFocus();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('combobox', { name: 'Search Host Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Host Name/ })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
