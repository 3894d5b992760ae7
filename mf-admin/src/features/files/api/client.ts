import { getHttp } from '@fairway/shared-api';
import { createFilesClient } from '@fairway/shared-api/files';

/**
 * The files client on the portal's one Http (configured by the shell, or by a test). Created
 * per call so it always uses the Http that configureHttp() set last.
 */
export const filesApi = () => createFilesClient(getHttp());
