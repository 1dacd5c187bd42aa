import { Button } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useT } from '../../../shared/i18n';
import { pinMessages as m } from './pinMessages';
import { pinsState, togglePin } from './pins';

/** Pins the usage point for a site visit (or unpins it); works offline too. */
export function PinButton({ usagePointId }: { usagePointId: string }) {
  const t = useT();
  const pinned = useSnapshot(pinsState).ids.includes(usagePointId);
  return (
    <Button
      variant={pinned ? 'filled' : 'default'}
      aria-pressed={pinned}
      onClick={() => togglePin(usagePointId)}
    >
      {t(pinned ? m.unpin : m.pin)}
    </Button>
  );
}
