import { describeEducationEffect, repeatPercent } from './education-effect-text';

describe('describeEducationEffect', () => {
  it('gives both shares with the counts behind them', () => {
    expect(
      describeEducationEffect({
        educated: { users: 40, repeated: 12 },
        baseline: { users: 50, repeated: 25 },
        repeatDays: 30,
      }),
    ).toBe('12 of 40 educated users repeated (30%) vs 25 of 50 (50%) without education');
  });

  it('counts one user in the singular and writes thousands with separators', () => {
    expect(
      describeEducationEffect({
        educated: { users: 1, repeated: 1 },
        baseline: { users: 1200, repeated: 7 },
        repeatDays: 30,
      }),
    ).toBe('1 of 1 educated user repeated (100%) vs 7 of 1,200 (1%) without education');
  });

  it('says so when a cohort has no user instead of 0 of 0', () => {
    expect(
      describeEducationEffect({
        educated: { users: 3, repeated: 0 },
        baseline: { users: 0, repeated: 0 },
        repeatDays: 30,
      }),
    ).toBe('0 of 3 educated users repeated (0%); no user was matched without education to compare with');
    expect(
      describeEducationEffect({
        educated: { users: 0, repeated: 0 },
        baseline: { users: 2, repeated: 1 },
        repeatDays: 30,
      }),
    ).toBe('No educated user has had 30 days since yet; 1 of 2 (50%) repeated without education');
    expect(
      describeEducationEffect({
        educated: { users: 0, repeated: 0 },
        baseline: { users: 0, repeated: 0 },
        repeatDays: 30,
      }),
    ).toBe('No educated user has had 30 days since yet');
    expect(repeatPercent({ users: 0, repeated: 0 })).toBe(0);
  });
});
