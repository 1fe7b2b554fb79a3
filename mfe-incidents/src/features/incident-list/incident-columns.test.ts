import { INCIDENT_COLUMNS } from './incident-columns';

// Issue 33 slip 3: at 1024 px the Verdict column started 28 px before the grid's right edge, its tag cut ("Prot").

/** The grid's width at 1024x768 (the viewport less the rail, the page's padding and the scroll bar). */
const GRID_AT_1024 = 880;
/** The selection column before the first. */
const SELECTION = 48;

describe('INCIDENT_COLUMNS', () => {
  const shown = INCIDENT_COLUMNS.filter((column) => !column.defaultHidden);

  it('puts the first five triage columns in view at 1024 and the sixth, Verdict, wholly after them', () => {
    expect(shown.map((column) => column.key)).toEqual([
      'created',
      'severity',
      'title',
      'status',
      'assignedTo',
      'policyVerdict',
    ]);
    const firstFive = shown.slice(0, 5).reduce((sum, column) => sum + Number(column.width), SELECTION);
    expect(firstFive).toBe(GRID_AT_1024);
  });

  it('gives Verdict the width of its widest tag', () => {
    expect(Number(shown[5]?.width)).toBeGreaterThanOrEqual(120);
  });
});
