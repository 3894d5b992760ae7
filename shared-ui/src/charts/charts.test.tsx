import { render, screen, within } from '@testing-library/react';
import { BarChart } from './BarChart';
import { DonutChart } from './DonutChart';
import { LineChart } from './LineChart';
import { niceTicks } from './scale';

describe('charts', () => {
  it('BarChart is an image named by its title and summary, with a data table for screen readers', () => {
    render(
      <BarChart
        title="Rounds per day"
        description="Last week, all courses."
        categoryLabel="Day"
        valueLabel="Rounds"
        data={[
          { label: 'Mon', value: 42 },
          { label: 'Tue', value: 38 },
          { label: 'Sat', value: 142 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Rounds per day' })).toBeInTheDocument();
    const image = screen.getByRole('img', {
      name: /^Rounds per day Bar chart, 3 bars; highest: Sat 142\.$/,
    });
    expect(image).toHaveAccessibleDescription('Last week, all courses.');
    expect(image.querySelectorAll('rect')).toHaveLength(3);

    const table = screen.getByRole('table', { name: 'Rounds per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Rounds']);
    expect(
      within(table).getByRole('rowheader', { name: 'Sat' }).nextElementSibling,
    ).toHaveTextContent('142');
  });

  it('BarChart keeps a fixed axis top: 1 % is a short bar and an all-zero series shows 0–100', () => {
    const axisOf = () =>
      Array.from(
        screen
          .getByRole('img', { name: /Utilisation/ })
          .querySelectorAll('text[text-anchor="end"]'),
      )
        .map((t) => t.textContent)
        .filter((text) => text?.endsWith('%'));
    const { rerender } = render(
      <BarChart
        title="Utilisation"
        axisMax={100}
        formatValue={(v) => `${v}%`}
        data={[
          { label: 'Mon', value: 1 },
          { label: 'Tue', value: 0 },
        ]}
      />,
    );
    expect(axisOf()).toEqual(expect.arrayContaining(['0%', '100%']));
    const [mon] = Array.from(
      screen.getByRole('img', { name: /Utilisation/ }).querySelectorAll('rect'),
    );
    // 1 of 100 on a 194 px plot: about 2 px, nowhere near full height.
    expect(Number(mon!.getAttribute('height'))).toBeLessThan(10);

    rerender(
      <BarChart
        title="Utilisation"
        axisMax={100}
        formatValue={(v) => `${v}%`}
        data={[
          { label: 'Mon', value: 0 },
          { label: 'Tue', value: 0 },
        ]}
      />,
    );
    expect(axisOf()).toEqual(['0%', '25%', '50%', '75%', '100%']);
  });

  it('BarChart draws horizontal bars and says when there is no data', () => {
    const { rerender } = render(
      <BarChart
        title="Sales by category"
        orientation="horizontal"
        data={[{ label: 'Balls', value: 1200 }]}
      />,
    );
    expect(
      screen.getByRole('img', { name: /Sales by category/ }).querySelectorAll('rect'),
    ).toHaveLength(1);
    rerender(<BarChart title="Sales by category" data={[]} />);
    expect(screen.getByRole('img', { name: 'Sales by category No data.' })).toHaveTextContent(
      'No data to show.',
    );
  });

  it("LineChart keeps its first and last day labels inside the chart's edges", () => {
    const { container } = render(
      <LineChart
        title="Progress"
        xLabel="Session"
        series={[
          {
            name: 'Rating',
            points: [
              { x: '#1 Wed 21 Oct', y: 2 },
              { x: '#2 Wed 28 Oct', y: 3 },
              { x: '#3 Wed 4 Nov', y: 4 },
            ],
          },
        ]}
      />,
    );
    const anchors = Object.fromEntries(
      [...container.querySelectorAll('svg text')].map((t) => [
        t.textContent,
        t.getAttribute('text-anchor'),
      ]),
    );
    expect(anchors['#1 Wed 21 Oct']).toBe('start');
    expect(anchors['#2 Wed 28 Oct']).toBe('middle');
    expect(anchors['#3 Wed 4 Nov']).toBe('end');
  });

  it('LineChart names each series in its summary and tabulates every point', () => {
    render(
      <LineChart
        title="Green speed"
        xLabel="Day"
        formatValue={(v) => `${v} ft`}
        series={[
          {
            name: 'Old Course',
            points: [
              { x: 'Mon', y: 9.5 },
              { x: 'Tue', y: 10 },
              { x: 'Wed', y: 10.5 },
            ],
          },
          {
            name: 'New Course',
            points: [
              { x: 'Mon', y: 8 },
              { x: 'Tue', y: null },
              { x: 'Wed', y: 9 },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Green speed Line chart, 2 series over 3 points; Old Course from 9.5 ft to 10.5 ft; New Course from 8 ft to 9 ft.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Green speed' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Old Course', 'New Course']);
    const tuesday = within(table).getByRole('rowheader', { name: 'Tue' })
      .parentElement as HTMLElement;
    expect(
      within(tuesday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10 ft', '—']);
  });

  it('DonutChart gives values and shares in its summary, legend and table', () => {
    render(
      <DonutChart
        title="Members by category"
        centerLabel="members"
        data={[
          { label: 'Full', value: 300 },
          { label: 'Weekday', value: 150 },
          { label: 'Junior', value: 50 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Members by category Donut chart, total 500: Full 300 (60%), Weekday 150 (30%), Junior 50 (10%).',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Members by category' });
    const junior = within(table).getByRole('rowheader', { name: 'Junior' })
      .parentElement as HTMLElement;
    expect(
      within(junior)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50', '10%']);
  });

  it('picks round axis ticks', () => {
    expect(niceTicks(0, 142, 4)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(0, 9, 4)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(-12, 30, 4)).toEqual([-20, 0, 20, 40]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});
