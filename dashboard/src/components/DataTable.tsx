import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { Empty } from './Empty';

export interface Column<T> {
  /** The header text (already translated). */
  header: string;
  cell: (row: T) => ComponentChildren;
  /** Right-aligned (amounts); on a phone shown first and large in the row's card. */
  numeric?: boolean;
}

/**
 * A table with a caption (its accessible name) in a white card; a wider one scrolls sideways in its
 * box (by keyboard too: the box takes the focus). On a phone (styles/components.css, <= 600px) each
 * row is a card: every cell on a line of its own with its column's header as a label (`data-label`),
 * the amounts first. The explicit table roles keep the semantics that Chromium drops from a table
 * shown as blocks. An empty list shows <Empty> instead (pass `empty` for the page's own words).
 */
export function DataTable<T>(props: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty?: ComponentChildren;
}) {
  const captionId = useId();
  if (props.rows.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    // A region the keyboard can reach, so a table wider than its box can be scrolled without a mouse.
    <div class="overflow-auto table-card" role="region" aria-label={props.caption} tabIndex={0}>
      <table class="data-table" role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{props.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {props.columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" class={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} role="row">
              {props.columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header || undefined}
                  class={column.numeric ? 'numeric' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
