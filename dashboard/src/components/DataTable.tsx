import type { ComponentChildren } from 'preact';
import { Empty } from './Empty';

export interface Column<T> {
  /** The header text (already translated). */
  header: string;
  cell: (row: T) => ComponentChildren;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/**
 * A table with a caption (its accessible name) that scrolls sideways on a phone (by keyboard too:
 * its box takes the focus); an empty list shows <Empty> instead (pass `empty` for the page's own words).
 */
export function DataTable<T>(props: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty?: ComponentChildren;
}) {
  if (props.rows.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    // A region the keyboard can reach, so a table wider than a phone can be scrolled without a mouse.
    <div class="overflow-auto" role="region" aria-label={props.caption} tabIndex={0}>
      <table class="striped">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.header} scope="col" class={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((column) => (
                <td key={column.header} class={column.numeric ? 'numeric' : undefined}>
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
