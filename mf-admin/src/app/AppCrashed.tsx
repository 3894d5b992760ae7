import { ErrorState } from '@fairway/shared-ui';

/** What the remote shows when a render throws (single-spa-react's error boundary). */
export function AppCrashed({ error }: { error: Error }) {
  return (
    <ErrorState
      title="This page ran into a problem"
      message={`Reload the page to try again. (${error.message || 'Unknown error'})`}
      onRetry={() => window.location.reload()}
      retryLabel="Reload"
    />
  );
}
