import { ApiError, withMessage } from '@fairway/shared-api';
import { errorText, fieldErrors, fieldProblems } from './errors';

describe('error texts', () => {
  it("adds the server's reason to the spec's fixed texts", async () => {
    const err = await withMessage(
      Promise.reject(new ApiError('Slug already taken', 409, 'conflict')),
      'Failed to create organization',
    ).catch((e: unknown) => e);
    expect(errorText(err)).toBe('Failed to create organization: Slug already taken');
    expect(errorText(new ApiError('A user with this email already exists', 409, 'conflict'))).toBe(
      'A user with this email already exists',
    );
    expect(errorText('boom')).toBe('Something went wrong. Please try again.');
  });

  it('reads field problems from details, wherever the fixed text put them', async () => {
    const details = [
      { field: 'body.email', message: 'Email must be a valid address' },
      { field: 'body.email', message: 'second' },
      'not a problem',
    ];
    const err = await withMessage(
      Promise.reject(
        new ApiError('body.email: Email must be a valid address', 400, 'bad_request', details),
      ),
      'Failed to update organization with ID 3',
    ).catch((e: unknown) => e);
    expect(fieldProblems(err)).toHaveLength(2);
    expect(fieldErrors(err)).toEqual({ email: 'Email must be a valid address' });
  });
});
