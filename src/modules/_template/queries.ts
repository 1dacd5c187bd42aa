import { queryOptions } from '@tanstack/react-query';
import { platformApi } from '../../shared/api';
import { templateKeys } from './keys';

/**
 * queryOptions (and mutations) of the module: components call these, these call a service
 * client of shared/api. The example reads the platform status; a copy calls its own service.
 */
export const templateQueries = {
  example: () => queryOptions({ queryKey: templateKeys.example(), queryFn: platformApi.status }),
};
