import { useResource } from '@fairway/shared-ui';
import { registrationEnabled } from '../api/registration';

/** Whether the club takes new accounts online; loading until the server answers (false on failure). */
export function useRegistrationEnabled() {
  const flag = useResource(registrationEnabled, []);
  return {
    loading: flag.status === 'loading',
    enabled: flag.status === 'ready' && flag.data === true,
  };
}
