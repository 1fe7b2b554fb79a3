import { ingestFlag } from './ingest-flag';

describe('ingestFlag: the last 24 hours against the daily average of the 7 days before', () => {
  it.each<[string, number, number, string | null]>([
    ['stopped after a busy week', 0, 7_000, 'No events in the last 24 h; 1,000 a day in the 7 days before'],
    ['under 10% of the average', 99, 7_000, '99 events in the last 24 h, 9% of 1,000 a day in the 7 days before'],
    ['one event', 1, 700, '1 event in the last 24 h, 1% of 100 a day in the 7 days before'],
    ['at 10% of the average', 100, 7_000, null],
    ['as busy as last week', 1_000, 7_000, null],
    ['a quiet tenant (under 10 a day) is never flagged', 0, 63, null],
    ['at the minimum', 0, 70, 'No events in the last 24 h; 10 a day in the 7 days before'],
    ['no history', 0, 0, null],
  ])('%s', (_, events24h, baseline, expected) => {
    expect(ingestFlag(events24h, baseline)).toBe(expected);
  });
});
