import { render, screen, within } from '@testing-library/react';
import { Heatmap } from './Heatmap';

const rows = [
  { key: 'sat', label: 'Sat' },
  { key: 'sun', label: 'Sun' },
];
const columns = [
  { key: 'am', label: 'Morning' },
  { key: 'pm', label: 'Afternoon' },
];
const percent = (v: number) => `${Math.round(v * 100)} %`;

describe('Heatmap', () => {
  it('is an image named by its title and its highest cell, with a table for screen readers', () => {
    render(
      <Heatmap
        title="Utilisation"
        rowLabel="Weekday"
        rows={rows}
        columns={columns}
        cells={[
          { row: 'sat', column: 'am', value: 0.9 },
          { row: 'sat', column: 'pm', value: 0.4 },
          { row: 'sun', column: 'am', value: 0.5 },
        ]}
        max={1}
        formatValue={percent}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Utilisation Heatmap, 2 by 2; highest: Sat, Morning 90 %.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Utilisation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Weekday', 'Morning', 'Afternoon']);
    const sun = within(table).getByRole('rowheader', { name: 'Sun' }).parentElement!;
    expect(
      within(sun)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50 %', 'no data']);
  });

  it('colours against a fixed top: 1 % stays pale instead of the strongest colour', () => {
    const { container } = render(
      <Heatmap
        title="Quiet week"
        rows={rows}
        columns={columns}
        cells={[{ row: 'sat', column: 'am', value: 0.01 }]}
        max={1}
        formatValue={percent}
      />,
    );
    const rect = container.querySelector(
      '[data-row="sat"][data-column="am"] rect',
    ) as SVGRectElement;
    expect(Number(rect.style.fillOpacity)).toBeLessThan(0.1);
  });

  it('says when there is no data', () => {
    render(<Heatmap title="Empty" rows={rows} columns={columns} cells={[]} />);
    expect(screen.getByRole('img', { name: 'Empty Heatmap with no data.' })).toBeInTheDocument();
  });
});
