import { ErrorState, LoadingState } from '@fairway/shared-ui';
import { failureMessage } from '../utils/errors';

type ResourceStatusProps = {
  resource: {
    status: 'loading' | 'ready' | 'error';
    error: unknown;
    retrying: boolean;
    reload: () => void;
  };
  loadingLabel: string;
  errorTitle: string;
};

/** The loading and failed states of a useResource() read; renders nothing once it is ready. */
export function ResourceStatus({ resource, loadingLabel, errorTitle }: ResourceStatusProps) {
  if (resource.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (resource.status === 'error')
    return (
      <ErrorState
        title={errorTitle}
        message={failureMessage(resource.error)}
        onRetry={resource.reload}
        retrying={resource.retrying}
      />
    );
  return null;
}
