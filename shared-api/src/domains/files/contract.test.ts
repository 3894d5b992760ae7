import {
  fileBulkDeleteQuery,
  fileCategoryInput,
  fileDateRangeQuery,
  fileShareInput,
  fileSizeQuery,
  fileUpdate,
  fileValidateInput,
} from './contract';

// The schemas the server validates with and the screens' forms check against.
describe('files contract', () => {
  test('a share lives from a minute to 30 days', () => {
    expect(fileShareInput.parse({ expires_in: 3600 })).toEqual({ expires_in: 3600 });
    expect(fileShareInput.safeParse({ expires_in: 59 }).error?.issues[0]?.message).toBe(
      'expires_in must be at least 60 seconds',
    );
    expect(fileShareInput.safeParse({ expires_in: 31 * 24 * 3600 }).success).toBe(false);
  });

  test('bulk delete takes one id or many from the query, at most 100', () => {
    expect(fileBulkDeleteQuery.parse({ file_ids: '7' })).toEqual({ file_ids: [7] });
    expect(fileBulkDeleteQuery.parse({ file_ids: ['1', '2'] })).toEqual({ file_ids: [1, 2] });
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(fileBulkDeleteQuery.safeParse({ file_ids: many }).error?.issues[0]?.message).toBe(
      'At most 100 files at a time',
    );
  });

  test('a category name is a lower-case slug and names known types', () => {
    expect(fileCategoryInput.parse({ name: 'menus', allowed_types: ['application/pdf'] })).toEqual({
      name: 'menus',
      allowed_types: ['application/pdf'],
    });
    expect(
      fileCategoryInput.safeParse({ name: 'Menus!', allowed_types: ['application/pdf'] }).success,
    ).toBe(false);
    expect(
      fileCategoryInput.safeParse({ name: 'menus', allowed_types: ['image/svg+xml'] }).success,
    ).toBe(false);
  });

  test('an update must change something; a name carries no path', () => {
    expect(fileUpdate.safeParse({}).success).toBe(false);
    expect(fileUpdate.safeParse({ original_name: '../etc/passwd' }).success).toBe(false);
    expect(fileUpdate.parse({ description: null })).toEqual({ description: null });
  });

  test('ranges are ordered and bounded', () => {
    expect(fileSizeQuery.safeParse({ min: '10', max: '5' }).success).toBe(false);
    expect(fileDateRangeQuery.safeParse({ start: '2026-01-01', end: '2026-12-31' }).success).toBe(
      true,
    );
    expect(fileDateRangeQuery.safeParse({ start: '2026-01-01', end: '2027-01-02' }).success).toBe(
      false,
    );
    expect(
      fileValidateInput.safeParse({ filename: 'a.pdf', size: -1, category: 'documents' }).success,
    ).toBe(false);
  });
});
