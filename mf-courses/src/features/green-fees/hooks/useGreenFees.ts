import { useResource } from '@fairway/shared-ui';
import { greenFeesApi } from '../../../shared/api/clients';

/** The club's rates (active or not) and their currency. */
export function useGreenFeeRates() {
  return useResource(() => greenFeesApi().rates(), []);
}
