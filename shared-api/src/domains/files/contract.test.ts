import { fileInput, fileUpdate } from './contract';

// The schemas the server validates with and the screens' forms check against: what a person
// types is trimmed, and what the server would refuse is refused here first.
describe('files contract', () => {
  test('a name is trimmed and required', () => {
    expect(fileInput.parse({ name: '  Spring  ' })).toEqual({ name: 'Spring' });
    expect(fileInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Name is required');
    expect(fileInput.safeParse({}).success).toBe(false);
  });

  test('unknown fields are refused, and an update must change something', () => {
    expect(fileInput.safeParse({ name: 'Spring', colour: 'red' }).success).toBe(false);
    expect(fileUpdate.safeParse({}).success).toBe(false);
    expect(fileUpdate.parse({ description: null })).toEqual({ description: null });
  });
});
