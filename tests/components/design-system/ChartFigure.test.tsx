import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartFigure, FigureTable } from '@design-system/components';
import { renderDs } from './render';

const table = {
  caption: 'Revenue by week',
  columns: ['Week', { label: 'Revenue', numeric: true }],
  rows: [
    { key: 'w1', cells: ['3 Nov', '€820.00'] },
    { key: 'w2', cells: ['10 Nov', '€1,140.00'] },
  ],
};

describe('ChartFigure', () => {
  it('names the figure by its title and gives the figures as a table with row headers', () => {
    renderDs(
      <ChartFigure
        title="Revenue"
        chart={<svg data-testid="drawing" />}
        table={table}
        emptyText="Nothing yet"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Revenue' });
    expect(within(figure).getByTestId('drawing')).toBeInTheDocument();
    const alternative = within(figure).getByRole('table', { name: 'Revenue by week' });
    expect(
      within(alternative)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['3 Nov', '10 Nov']);
    expect(within(alternative).getByRole('cell', { name: '€1,140.00' })).toBeInTheDocument();
  });

  it('says there is nothing to draw instead of an empty frame or table', () => {
    renderDs(
      <ChartFigure
        title="Revenue"
        chart={<svg data-testid="drawing" />}
        table={table}
        empty
        emptyText="Nothing yet"
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('FigureTable', () => {
  it('is named by its caption and right-aligns the numeric columns', () => {
    renderDs(<FigureTable {...table} />);
    const shown = screen.getByRole('table', { name: 'Revenue by week' });
    expect(within(shown).getByRole('columnheader', { name: 'Revenue' })).toHaveClass(
      'MuiTableCell-alignRight',
    );
    expect(within(shown).getByRole('columnheader', { name: 'Week' })).not.toHaveClass(
      'MuiTableCell-alignRight',
    );
  });
});
