import { DisplayTable } from 'shared-ui';
import type { TableColumn } from 'shared-ui';

/** Props of RankingTable. */
export interface RankingTableProps<Row extends object> {
  /** The table's accessible name. */
  label: string;
  /** The ranked rows, largest first (as the API answers them). */
  rows: readonly Row[];
  /** A row's id. */
  rowKey: (row: Row) => string;
  /** The figure a row is ranked by; the largest fills the rows' bars. */
  measure: (row: Row) => number;
  /** The columns, given the largest figure (for RankBar). */
  columns: (max: number) => TableColumn<Row>[];
}

/** A ranking widget's table: small, unpaged, its bars scaled to the largest row. */
export function RankingTable<Row extends object>({ label, rows, rowKey, measure, columns }: RankingTableProps<Row>) {
  return (
    <DisplayTable<Row>
      label={label}
      size="small"
      rowKey={rowKey}
      columns={columns(Math.max(0, ...rows.map(measure)))}
      rows={rows}
    />
  );
}
