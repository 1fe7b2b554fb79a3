import { savedViewId, viewQueryOf, viewSearchOf } from './saved-view';

describe('saved views', () => {
  it('saves the grid parameters with every repeated value, without what opens an event or pages', () => {
    const query = viewQueryOf('?hostname=A&hostname=B&sortColumn=hostname&event=e1&created=x&nextToken=t');
    expect(query).toEqual({ hostname: ['A', 'B'], sortColumn: ['hostname'] });
    expect(viewSearchOf(query)).toBe('?hostname=A&hostname=B&sortColumn=hostname');
    expect(viewSearchOf({})).toBe('');
  });

  it('derives an id the API accepts from any name, the same for the same name', () => {
    expect(savedViewId('Blocked uploads — Q3!')).toBe('blocked-uploads-q3');
    expect(savedViewId('Blocked uploads — Q3!')).toBe(savedViewId('blocked   UPLOADS q3'));
    expect(savedViewId('¿¿')).toBe('view');
    expect(savedViewId('x'.repeat(200))).toMatch(/^[a-z0-9_-]{1,100}$/);
  });
});
