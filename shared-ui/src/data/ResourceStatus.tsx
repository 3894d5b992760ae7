import type { ReactNode } from 'react';
import { LoadingState } from '../components/Spinner/Spinner';
import { ErrorState } from '../components/States/States';

export type ResourceStatusProps = {
  /** A useResource() result (only its status, error, retrying and reload are read). */
  resource: {
    status: 'loading' | 'ready' | 'error';
    error: string | null;
    retrying: boolean;
    reload: () => unknown;
  };
  /** 'Loading your profile…' */
  loadingLabel: string;
  /** 'Your profile could not be loaded' */
  errorTitle: string;
  /** Replaces the failure's own text under the error title. */
  errorMessage?: ReactNode;
};

/**
 * The loading and failed states of a useResource() read (a spinner; an alert with "Try again");
 * renders nothing once it is ready, so the caller renders the data below it.
 */
export function ResourceStatus({
  resource,
  loadingLabel,
  errorTitle,
  errorMessage,
}: ResourceStatusProps) {
  if (resource.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (resource.status === 'error')
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage ?? resource.error ?? undefined}
        onRetry={() => void resource.reload()}
        retrying={resource.retrying}
      />
    );
  return null;
}
