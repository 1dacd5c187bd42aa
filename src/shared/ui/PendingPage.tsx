import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n';
import { useDelayed } from '../lib/useDelayed';
import { uiMessages } from './messages';

/** The pending page of spec 2.1: shown only when loading takes longer than 400 ms. */
export const PENDING_DELAY_MS = 400;

export function PendingPage() {
  const t = useT();
  const visible = useDelayed(PENDING_DELAY_MS);
  if (!visible) return null;
  return (
    <Center mih={200}>
      <Loader aria-label={t(uiMessages.pending)} />
    </Center>
  );
}
