import type { PlatformStatus } from '../contracts';
import { request } from './http';

/** Client of the platform service (docs/api.md, "Platform"). */
export const platformApi = {
  status: () => request<PlatformStatus>('platform', '/status'),
};
