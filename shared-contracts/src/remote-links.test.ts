import { egressEventLink, egressEventOf, linkedRoutePath, withEgressEvent, withoutEgressEvent } from './remote-links';

describe('links into another remote', () => {
  it('builds a linked route under its remote mount path', () => {
    expect(linkedRoutePath('auditLog')).toBe('/settings/audit-logs');
  });

  it('opens an egress event from another remote, and the egress grid reads it back', () => {
    const event = { id: 'e 1', created: '2026-01-01T00:00:00.000Z' };
    const link = egressEventLink(event);
    expect(link).toBe('/egress?event=e+1&created=2026-01-01T00%3A00%3A00.000Z');
    expect(egressEventOf(link.slice(link.indexOf('?')))).toEqual(event);
  });

  it('opens and closes an event over the grid, keeping its own parameters', () => {
    const opened = withEgressEvent('?username=bob', { id: 'e1', created: 'c' });
    expect(opened).toBe('?username=bob&event=e1&created=c');
    expect(withoutEgressEvent(opened)).toBe('?username=bob');
    expect(egressEventOf('?username=bob')).toBeNull();
  });
});
