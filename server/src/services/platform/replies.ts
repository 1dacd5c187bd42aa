import type { PlatformStatus, ServiceStatus } from '@contracts/platform';
import * as s from '../../lib/schemas';

/** PlatformStatus of src/shared/contracts/platform. */
export const platformStatusReply = s.contractReply<PlatformStatus>()({
  checkedAt: s.text,
  services: s.replyList(
    s.contractReply<ServiceStatus>()({
      name: s.text,
      status: s.text,
      version: s.text,
      startedAt: s.text,
      detail: s.nullableText,
    }),
  ),
});
