import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataTable, type DataTableColumn } from './DataTable';
import { Button } from '../Button/Button';

type Member = { id: string; name: string; handicap: number | null; club: string; joined: Date };

const members: Member[] = Array.from({ length: 23 }, (_, i) => ({
  id: String(i + 1),
  name: `Member ${String(i + 1).padStart(2, '0')}`,
  handicap: i === 4 ? null : (i * 7) % 30,
  club: i % 2 === 0 ? 'Old Course' : 'New Course',
  joined: new Date(Date.UTC(2020, 0, 1 + i)),
}));

const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Name', value: (m) => m.name },
  { id: 'handicap', header: 'Handicap', value: (m) => m.handicap, align: 'end' },
  { id: 'club', header: 'Course', value: (m) => m.club },
];

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Members' });
  return within(table).getAllByRole('row').slice(1);
}

function firstCells() {
  return bodyRows().map((row) => within(row).getByRole('rowheader').textContent);
}

describe('DataTable', () => {
  it('renders an accessible table with a caption, column headers and row headers', () => {
    render(<DataTable caption="Members" columns={columns} rows={members} getRowId={(m) => m.id} />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Handicap', 'Course']);
    expect(within(table).getByRole('rowheader', { name: 'Member 01' })).toBeInTheDocument();
    // The scroll container is a focusable, labelled region for keyboard scrolling on phones.
    expect(screen.getByRole('region', { name: 'Members' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts by a column, ascending then descending, with aria-sort and empty values last', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Members"
        columns={columns}
        rows={members}
        getRowId={(m) => m.id}
        initialPageSize={25}
      />,
    );
    const handicapHeader = screen.getByRole('columnheader', { name: /Handicap/ });
    expect(handicapHeader).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /Handicap/ }));
    expect(handicapHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(ascending[0]).toBe('0');
    expect(ascending[ascending.length - 1]).toBe('—');

    await user.click(screen.getByRole('button', { name: /Handicap/ }));
    expect(handicapHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(descending[0]).toBe('29');
    expect(descending[descending.length - 1]).toBe('—');

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(handicapHeader).not.toHaveAttribute('aria-sort');
    expect(firstCells()[0]).toBe('Member 01');
  });

  it('filters across columns, resets to the first page and says how many rows match', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Members" columns={columns} rows={members} getRowId={(m) => m.id} />);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'old course');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 1–10 of 12 rows matching “old course”',
    );
    for (const row of bodyRows()) expect(row).toHaveTextContent('Old Course');

    await user.clear(screen.getByRole('searchbox', { name: 'Filter' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'member 07');
    expect(firstCells()).toEqual(['Member 07']);

    await user.clear(screen.getByRole('searchbox', { name: 'Filter' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'nobody');
    expect(screen.getByText('No matching rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(10);
  });

  it('pages through rows and changes the page size', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Members" columns={columns} rows={members} getRowId={(m) => m.id} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 23 rows');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstCells()).toEqual(['Member 21', 'Member 22', 'Member 23']);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('exports the filtered, sorted rows of every page as CSV with correct quoting', async () => {
    const user = userEvent.setup();
    const onExport = jest.fn();
    const rows = [
      { id: '1', name: 'Smith, John', note: 'Said "hello"', fee: 12.5 },
      { id: '2', name: 'Åsa Berg', note: 'Line one\nline two', fee: 40 },
      { id: '3', name: 'Zed', note: '=HYPERLINK("x")', fee: -3 },
      { id: '4', name: 'Other', note: 'skip me', fee: 1 },
    ];
    render(
      <DataTable
        caption="Fees"
        columns={[
          { id: 'name', header: 'Name', value: (r) => r.name },
          { id: 'note', header: 'Note', value: (r) => r.note },
          { id: 'fee', header: 'Fee (€)', value: (r) => r.fee },
          { id: 'edit', header: 'Edit', render: () => 'edit' },
        ]}
        rows={rows}
        getRowId={(r) => r.id}
        initialPageSize={10}
        pageSizeOptions={[2, 10]}
        onExport={onExport}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '2');
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'e');
    await user.click(screen.getByRole('button', { name: /Fee/ }));
    await user.click(screen.getByRole('button', { name: /Fee/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(onExport).toHaveBeenCalledTimes(1);
    const [csv, fileName] = onExport.mock.calls[0] as [string, string];
    expect(fileName).toBe('fees.csv');
    expect(csv).toBe(
      [
        'Name,Note,Fee (€)',
        'Åsa Berg,"Line one\nline two",40',
        '"Smith, John","Said ""hello""",12.5',
        'Other,skip me,1',
        'Zed,"\'=HYPERLINK(""x"")",-3',
      ].join('\r\n'),
    );
  });

  it('downloads the CSV file with a byte order mark when no onExport is given', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:fairway';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('members.csv');
      expect(this.getAttribute('href')).toBe('blob:fairway');
    });
    render(
      <DataTable
        caption="Members"
        columns={columns}
        rows={members.slice(0, 2)}
        getRowId={(m) => m.id}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blobs[0] as Blob);
    });
    const text = Buffer.from(bytes).toString('utf8');
    expect(text).toBe(
      '\uFEFFName,Handicap,Course\r\nMember 01,0,Old Course\r\nMember 02,7,New Course',
    );
    click.mockRestore();
  });

  it('shows a skeleton while loading, an empty state without rows and an error with retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender } = render(
      <DataTable
        caption="Members"
        columns={columns}
        rows={undefined}
        loading
        getRowId={(m) => m.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading members…');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    rerender(
      <DataTable
        caption="Members"
        columns={columns}
        rows={[]}
        getRowId={(m) => m.id}
        emptyTitle="No members yet"
        emptyAction={<Button>Invite a member</Button>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No members yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite a member' })).toBeInTheDocument();

    rerender(
      <DataTable
        caption="Members"
        columns={columns}
        rows={undefined}
        error="The server did not answer."
        onRetry={onRetry}
        getRowId={(m) => m.id}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders row actions in their own column', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    render(
      <DataTable
        caption="Members"
        columns={columns}
        rows={members.slice(0, 3)}
        getRowId={(m) => m.id}
        rowActions={(m) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${m.name}`}
            onClick={() => onEdit(m.id)}
          >
            Edit
          </Button>
        )}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Member 02' }));
    expect(onEdit).toHaveBeenCalledWith('2');
  });

  it('keeps a hidden caption inside its scroll region, so it cannot widen the page on phones', () => {
    // jsdom lays nothing out, but it does apply the stylesheet: the visually hidden caption is
    // absolutely positioned, so what clips it is its containing block, the nearest positioned box.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, 'DataTable.module.css'), 'utf8');
    document.head.append(style);
    try {
      render(
        <DataTable
          caption="Members"
          hideCaption
          columns={columns}
          rows={members}
          getRowId={(m) => m.id}
        />,
      );
      const region = screen.getByRole('region', { name: 'Members' });
      const positioned = ['relative', 'absolute', 'fixed', 'sticky'];
      let containingBlock = screen.getByText('Members').parentElement;
      while (containingBlock && !positioned.includes(getComputedStyle(containingBlock).position)) {
        containingBlock = containingBlock.parentElement;
      }
      expect(containingBlock).toBe(region);
      expect(getComputedStyle(region).overflowX).toBe('auto');
    } finally {
      style.remove();
    }
  });
});

describe('DataTable with server paging', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      ...members[i % members.length]!,
      id: String(from + i),
      name: `Member ${from + i}`,
    }));

  it('shows one pager with the server’s total and asks the server for other pages', async () => {
    const user = userEvent.setup();
    const onOffsetChange = jest.fn();
    const onLimitChange = jest.fn();
    render(
      <DataTable
        caption="Members"
        columns={columns}
        rows={page(51, 50)}
        getRowId={(m) => m.id}
        pageSizeOptions={[50, 100]}
        paging={{ total: 812, offset: 50, limit: 50, onOffsetChange, onLimitChange }}
      />,
    );
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–100 of 812 rows');
    expect(screen.getByText('Page 2 of 17')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    // Filtering, sorting or exporting one page of many here would mislead.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Handicap/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(100);
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onLimitChange).toHaveBeenCalledWith(100);
  });

  it('hands sorting and filtering to the server and shows the rows as they come', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const onFilterChange = jest.fn();
    const onOffsetChange = jest.fn();
    const props = {
      caption: 'Members',
      columns,
      rows: page(11, 10),
      getRowId: (m: Member) => m.id,
      onSortChange,
      onFilterChange,
      paging: { total: 23, offset: 10, limit: 10, onOffsetChange, onLimitChange: jest.fn() },
    };
    const { rerender } = render(<DataTable {...props} sort={null} />);
    const asGiven = firstCells();

    await user.click(screen.getByRole('button', { name: /Handicap/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'handicap', direction: 'ascending' });
    expect(onOffsetChange).toHaveBeenLastCalledWith(0);
    rerender(<DataTable {...props} sort={{ columnId: 'handicap', direction: 'ascending' }} />);
    expect(screen.getByRole('columnheader', { name: /Handicap/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(firstCells()).toEqual(asGiven);
    await user.click(screen.getByRole('button', { name: /Handicap/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({
      columnId: 'handicap',
      direction: 'descending',
    });

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'old');
    expect(onFilterChange).toHaveBeenLastCalledWith('old');
    expect(firstCells()).toEqual(asGiven);
  });

  it('sorts here while every row the server has is on the page', async () => {
    const user = userEvent.setup();
    const paging = { total: 3, offset: 0, limit: 25, onOffsetChange: jest.fn() };
    render(
      <DataTable
        caption="Members"
        columns={columns}
        rows={members.slice(0, 3)}
        getRowId={(m) => m.id}
        paging={{ ...paging, onLimitChange: jest.fn() }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstCells()).toEqual(['Member 03', 'Member 02', 'Member 01']);
    expect(paging.onOffsetChange).not.toHaveBeenCalled();
  });
});
