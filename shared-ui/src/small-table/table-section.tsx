import { Alert, Card, Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { DisplayTable } from './display-table';
import type { DisplayTableProps } from './display-table';

/** Props of {@link TableSection}. */
export interface TableSectionProps<Row> extends DisplayTableProps<Row> {
  /** The card's title and what sits at its right (the page's main buttons). */
  title?: ReactNode;
  extra?: ReactNode;
  /** The left of the toolbar above the table (a filter, the counts). */
  toolbar?: ReactNode;
  /** A search box in the toolbar, its label also its placeholder; `onSearch` gets the text on Enter or clear. */
  search?: { label: string; onSearch: (text: string) => void };
  /** The toolbar's buttons, after the search box. */
  actions?: ReactNode;
  /** Said above the table when the rows could not be loaded (give `error` and `onRetry` for Retry instead). */
  loadError?: string | null;
  /** Shown instead of the table (an empty state, say) when set, unless the rows could not be loaded. */
  replacement?: ReactNode;
  /** The forms the section opens (drawers, dialogs). */
  children?: ReactNode;
}

/**
 * A small-table page or section: a card with a toolbar (filter or counts, search, buttons), the load error in words
 * and the rows; its forms are its children. The rows are all loaded (or searched on the server): no server paging.
 */
export function TableSection<Row extends object>(props: TableSectionProps<Row>) {
  const { title, extra, toolbar, search, actions, loadError, replacement, children, ...table } = props;
  const tools = toolbar !== undefined || search !== undefined || actions !== undefined;
  return (
    <Card title={title} extra={extra}>
      <Flex vertical gap={16}>
        {tools ? (
          <Flex justify="space-between" align="center" gap={12} wrap>
            {toolbar ?? <span />}
            <Flex gap={8}>
              {search ? (
                <Input.Search
                  aria-label={search.label}
                  placeholder={search.label}
                  allowClear
                  onSearch={search.onSearch}
                  style={{ width: 240 }}
                />
              ) : null}
              {actions}
            </Flex>
          </Flex>
        ) : null}
        {loadError ? <Alert type="error" showIcon title={loadError} /> : null}
        {replacement !== undefined && !(table.error && table.rows.length === 0) ? (
          replacement
        ) : (
          <DisplayTable<Row> {...table} />
        )}
      </Flex>
      {children}
    </Card>
  );
}
