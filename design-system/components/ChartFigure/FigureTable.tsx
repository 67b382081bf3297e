import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y/visually-hidden';

export interface FigureTableColumn {
  label: string;
  /** figures read best right-aligned, in tabular digits */
  numeric?: boolean;
}

export interface FigureTableProps {
  /** what the table shows: its caption when hidden, its accessible name when shown */
  caption: string;
  /** the first column names the row (a row header); the others hold its figures */
  columns: readonly (FigureTableColumn | string)[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** a chart's table alternative: read by screen readers only */
  hidden?: boolean;
}

const columnOf = (column: FigureTableColumn | string): FigureTableColumn =>
  typeof column === 'string' ? { label: column } : column;

/**
 * A small table of figures, one row per thing counted: a breakdown on screen (by payment method, by staff), or the
 * same figures as a chart for screen readers (`hidden`), so every chart has a table alternative.
 */
export function FigureTable({ caption, columns, rows, hidden = false }: FigureTableProps) {
  const cols = columns.map(columnOf);
  const align = (i: number) => (cols[i]?.numeric ? 'right' : undefined);
  const figures = { fontVariantNumeric: 'tabular-nums' } as const;
  const table = (
    <Table size="small" aria-label={hidden ? undefined : caption}>
      {hidden ? <caption>{caption}</caption> : null}
      <TableHead>
        <TableRow>
          {cols.map((column, i) => (
            <TableCell key={column.label} scope="col" align={align(i)}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <TableCell key={i} component="th" scope="row">
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={i} align={align(i)} sx={cols[i]?.numeric ? figures : undefined}>
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  // a table sizes itself to its content whatever its width says: the hidden one is clipped by a box around it,
  // or its rows would widen the page at phone width
  return hidden ? <Box sx={visuallyHidden}>{table}</Box> : table;
}
