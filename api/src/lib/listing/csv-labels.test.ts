import { labelled, labelSql } from './csv-labels';

describe('labelSql', () => {
  it('maps each value of the vocabulary, in any letter case, to its label and keeps any other value', () => {
    const sql = labelSql('verdict', 'e.policy_verdict');
    expect(sql).toMatch(/^CASE lower\(e\.policy_verdict\) /);
    expect(sql).toContain("WHEN 'challenge' THEN 'Monitored'");
    expect(sql).toContain("WHEN 'block' THEN 'Protected'");
    expect(sql).toMatch(/ ELSE e\.policy_verdict END$/);
  });

  it('reads the row key through the listing column', () => {
    expect(labelled('severity', 'severity')((key) => `(x.${key})`)).toContain(
      "CASE lower((x.severity)) WHEN 'high' THEN 'High'",
    );
  });
});
