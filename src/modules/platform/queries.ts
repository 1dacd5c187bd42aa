import { queryOptions } from '@tanstack/react-query';
import { platformApi } from '../../shared/api';
import { platformKeys } from './keys';

export const platformQueries = {
  status: () => queryOptions({ queryKey: platformKeys.status(), queryFn: platformApi.status }),
};
