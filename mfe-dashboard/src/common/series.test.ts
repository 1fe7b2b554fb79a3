import { labelOf, SEVERITY_COLORS } from 'shared-contracts';
import { SEVERITY_SERIES, VERDICT_SERIES, dailyData, seriesPresent, seriesTotals, shortDay } from './series';

describe('chart series', () => {
  const rows = [
    { day: '2026-01-02', series: 'ALLOW' as const, value: 4 },
    { day: '2026-01-01', series: 'NOT_COVERED' as const, value: 1 },
    { day: '2026-01-01', series: 'BLOCK' as const, value: 2 },
    { day: '2026-01-02', series: 'BLOCK' as const, value: 0 },
  ];

  it('orders a daily answer by day, then by series, named as the console names verdicts', () => {
    expect(dailyData(rows, VERDICT_SERIES)).toEqual([
      { category: '2026-01-01', series: 'BLOCK', seriesLabel: 'Protected', value: 2 },
      { category: '2026-01-01', series: 'NOT_COVERED', seriesLabel: 'Not Covered', value: 1 },
      { category: '2026-01-02', series: 'ALLOW', seriesLabel: 'Allowed', value: 4 },
    ]);
  });

  it('keeps the series that have data and totals them', () => {
    const data = dailyData(rows, VERDICT_SERIES);
    expect(seriesPresent(VERDICT_SERIES, data).map((series) => series.key)).toEqual(['BLOCK', 'ALLOW', 'NOT_COVERED']);
    expect(seriesTotals(VERDICT_SERIES, data).map(({ key, total }) => [key, total])).toEqual([
      ['BLOCK', 2],
      ['ALLOW', 4],
      ['NOT_COVERED', 1],
    ]);
  });

  it("draws severities in SPEC's colours", () => {
    expect(SEVERITY_SERIES.map((series) => [series.label, series.color])).toEqual([
      ['High', SEVERITY_COLORS.high],
      ['Medium', SEVERITY_COLORS.medium],
      ['Low', SEVERITY_COLORS.low],
      ['Resolved', SEVERITY_COLORS.resolved],
    ]);
  });

  it('labels a day briefly', () => {
    expect(shortDay('2026-03-05')).toBe('Mar 5');
  });
});

describe('series names', () => {
  it("name every verdict and severity as the console's one vocabulary does (CHALLENGE is Monitored)", () => {
    for (const series of VERDICT_SERIES) expect(series.label).toBe(labelOf('verdict', series.key));
    for (const series of SEVERITY_SERIES) expect(series.label).toBe(labelOf('severity', series.key));
    expect(VERDICT_SERIES.find((series) => series.key === 'CHALLENGE')?.label).toBe('Monitored');
  });
});
