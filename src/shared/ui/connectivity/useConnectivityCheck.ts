import { useMutation } from '@tanstack/react-query';
import { insightsApi } from '../../api';
import type { ConnectivityRequest } from '../../contracts';

/** One check from the server (POST /api/insights/v1/{org}/connectivity); nothing is cached. */
export function useConnectivityCheck(org: number) {
  return useMutation({
    mutationFn: (check: ConnectivityRequest) => insightsApi.checkConnectivity(org, check),
  });
}
