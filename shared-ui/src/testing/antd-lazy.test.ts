import * as antd from 'antd';

// The unit suites map `antd` to jest.antd-lazy.cjs, which loads each component as it is first read: it must answer
// every export of antd's own entry, each the very same value.
it('answers every export of antd’s entry, each the same value', () => {
  const entry = jest.requireActual<Record<string, unknown>>('antd/lib/index.js');
  const names = Object.keys(entry).filter((name) => name !== '__esModule');
  expect(names.length).toBeGreaterThan(60);
  expect(Object.keys(antd).sort()).toEqual([...names].sort());
  const lazy: Record<string, unknown> = antd;
  for (const name of names) expect([name, lazy[name]]).toEqual([name, entry[name]]);
});
