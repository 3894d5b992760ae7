import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  DEFAULT_SITE_NAME,
  featuresStore,
  sessionStore,
  type CurrentUser,
} from '@fairway/shared-api';
import { TOAST_EVENT, type ToastEventDetail } from '../components/Toast/Toast';
import { useResource } from './useResource';
import { ResourceStatus } from './ResourceStatus';
import { RequirePermission } from './RequirePermission';
import { LiveMessage } from './LiveMessage';
import { useCan, useCurrentUserId } from './permissions';
import { useDocumentTitle } from './useDocumentTitle';
import { notify } from './notify';
import { failureMessage, fieldErrorsOf, reportFailure, serverText, statusOf } from './errors';

function signInWith(permissions: string[], id = 7) {
  const user: CurrentUser = {
    id,
    organization_id: 1,
    email: 'ann@example.org',
    first_name: 'Ann',
    last_name: 'Baker',
    status: 'active',
    email_verified: true,
    must_change_password: false,
    tenant_id: null,
    roles: ['member'],
    permissions,
    session_kind: 'password',
  };
  act(() => sessionStore.setState({ user, status: 'authenticated', error: null }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  sessionStore.setState({ user: null, status: 'unknown', error: null });
  featuresStore.setState({ siteName: DEFAULT_SITE_NAME });
});

describe('useResource', () => {
  it('goes from loading to ready and keeps the data while the next load runs', async () => {
    const { result, rerender } = renderHook(({ n }) => useResource(async () => n * 2, [n]), {
      initialProps: { n: 1 },
    });
    expect(result.current).toMatchObject({ status: 'loading', data: null, loading: true });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ data: 2, loading: false, error: null });
    rerender({ n: 2 });
    expect(result.current).toMatchObject({ status: 'ready', data: 2, loading: true });
    await waitFor(() => expect(result.current.data).toBe(4));
  });

  it("keeps a failure's text and raw error, and retries", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useResource(async () => {
        if (fail) throw new ApiError('Failed to get courses', 500, 'internal', ['Database down']);
        return ['Old Course'];
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Failed to get courses: Database down');
    expect(statusOf(result.current.failure)).toBe(500);
    fail = false;
    let retry!: Promise<void>;
    act(() => {
      retry = result.current.reload();
    });
    expect(result.current).toMatchObject({ status: 'error', retrying: true });
    await act(() => retry);
    expect(result.current).toMatchObject({
      status: 'ready',
      data: ['Old Course'],
      retrying: false,
    });
  });

  it('drops an answer that arrives after a newer request', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loads = [first.promise, second.promise];
    const { result, rerender } = renderHook(({ k }) => useResource(() => loads[k]!, [k]), {
      initialProps: { k: 0 },
    });
    rerender({ k: 1 });
    await act(async () => second.resolve('new'));
    await act(async () => first.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('takes confirmed changes with setData', async () => {
    const { result } = renderHook(() => useResource(async () => [1, 2], []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setData((list) => [...(list ?? []), 3]));
    expect(result.current.data).toEqual([1, 2, 3]);
  });
});

describe('ResourceStatus', () => {
  function Courses({ fail }: { fail: { current: boolean } }) {
    const courses = useResource(async () => {
      if (fail.current) throw new ApiError('Failed to get courses', 0, 'network');
      return ['Old Course'];
    }, []);
    return (
      <>
        <ResourceStatus
          resource={courses}
          loadingLabel="Loading courses…"
          errorTitle="The courses could not be loaded"
        />
        {courses.status === 'ready' ? <p>{courses.data.join(', ')}</p> : null}
      </>
    );
  }

  it('shows loading, then the failure with a retry, then nothing', async () => {
    const user = userEvent.setup();
    const fail = { current: true };
    render(<Courses fail={fail} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The courses could not be loaded');
    expect(alert).toHaveTextContent('Failed to get courses');
    fail.current = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Old Course')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('shows the page only to users holding the permission, and says which one is missing', () => {
    signInWith(['tee_times:book']);
    const { rerender } = render(
      <RequirePermission permission="tee_sheet:manage" title="Tee sheet" section="Tee times">
        <p>The sheet</p>
      </RequirePermission>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tee sheet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page');
    expect(screen.getByRole('alert')).toHaveTextContent('tee_sheet:manage');
    expect(screen.queryByText('The sheet')).not.toBeInTheDocument();
    expect(document.title).toBe(`Tee sheet · Tee times · ${DEFAULT_SITE_NAME}`);

    signInWith(['tee_times:book', 'tee_sheet:manage']);
    rerender(
      <RequirePermission permission="tee_sheet:manage" title="Tee sheet">
        <p>The sheet</p>
      </RequirePermission>,
    );
    expect(screen.getByText('The sheet')).toBeInTheDocument();
  });

  it('answers can() and the current user id from the session', () => {
    const { result } = renderHook(() => ({ can: useCan(), id: useCurrentUserId() }));
    expect(result.current.can('tee_times:book')).toBe(false);
    expect(result.current.id).toBeNull();
    signInWith(['*'], 42);
    expect(result.current.can('courses:write')).toBe(true);
    expect(result.current.id).toBe(42);
  });
});

describe('useDocumentTitle', () => {
  it("names the page, then the club's site name", () => {
    act(() => featuresStore.setState({ siteName: 'Sunny Links' }));
    renderHook(() => useDocumentTitle('My profile'));
    expect(document.title).toBe('My profile · Sunny Links');
  });
});

describe('LiveMessage', () => {
  it('is a polite status region', () => {
    render(<LiveMessage text="3 tee times available" />);
    expect(screen.getByRole('status')).toHaveTextContent('3 tee times available');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('notify', () => {
  it("sends the shell's toast event", () => {
    const seen: ToastEventDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<ToastEventDetail>).detail);
    window.addEventListener(TOAST_EVENT, listener);
    notify('Saved');
    notify('Booked', 'success');
    notify.error('Not booked');
    window.removeEventListener(TOAST_EVENT, listener);
    expect(seen).toEqual([
      { message: 'Saved', tone: 'info' },
      { message: 'Booked', tone: 'success' },
      { message: 'Not booked', tone: 'error' },
    ]);
  });
});

describe('form failures', () => {
  it("puts the spec's fixed text first and the server's reason after it", () => {
    const err = new ApiError('Failed to reset password', 0, 'network', [
      'Could not reach the server',
    ]);
    expect(serverText(err)).toBe('Could not reach the server');
    expect(failureMessage(err, 'Failed to reset password')).toBe(
      'Failed to reset password. Could not reach the server',
    );
    expect(failureMessage('nothing useful')).toBe('Something went wrong. Please try again.');
  });

  it('puts field problems on their fields, else one form message', () => {
    const err = new ApiError('Invalid', 400, 'bad_request', [
      { field: 'body.first_name', message: 'Enter a first name' },
      { field: 'body.secret', message: 'Not a form field' },
    ]);
    const fields = fieldErrorsOf(err, ['first_name', 'last_name']);
    expect(fields).toEqual({ first_name: 'Enter a first name' });
    const setErrors = jest.fn();
    const setFormError = jest.fn();
    const focus = jest.fn();
    reportFailure({ setErrors, setFormError }, fields, 'Failed to save', focus);
    expect(setErrors).toHaveBeenCalledWith(fields);
    expect(focus).toHaveBeenCalled();
    reportFailure({ setErrors, setFormError }, {}, 'Failed to save', focus);
    expect(setFormError).toHaveBeenCalledWith('Failed to save');
  });
});
