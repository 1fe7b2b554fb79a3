import { eventSearch, flowSearch, gridSearch, openedEvent } from './egress-link';

describe('egress event links', () => {
  it('opens an event beside the grid parameters and closes it back to exactly them', () => {
    const grid = '?hostname=ACME-1&sortColumn=hostname';
    const opened = eventSearch(grid, { id: 'e1', created: '2026-01-01T00:00:00.000Z' });
    expect(openedEvent(opened)).toEqual({ id: 'e1', created: '2026-01-01T00:00:00.000Z' });
    expect(gridSearch(opened)).toBe(grid);
    expect(openedEvent(grid)).toBeNull();
    expect(gridSearch('?event=e1&created=x')).toBe('');
  });

  it("narrows the grid to a flow's parts, keeping its filters", () => {
    expect(flowSearch('?hostname=A&event=e1', { origin: 'Slack', channel: 'Clipboard' })).toBe(
      '?hostname=A&source=Slack&egressChannel=Clipboard',
    );
    expect(flowSearch('', { channel: 'USB', destination: 'SanDisk' })).toBe('?egressChannel=USB&destination=SanDisk');
  });
});
