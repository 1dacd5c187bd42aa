import { useConsoleSession } from '../../shared/session';
import { usePageFrame, type PageFrameValue } from '../../shared/ui/page-frame';

/** What every data lake page needs: the organization, the range and the frame. */
export function useDatalakePage(): PageFrameValue & { org: number } {
  const session = useConsoleSession();
  return { ...usePageFrame(), org: session.organization.organizationId };
}
