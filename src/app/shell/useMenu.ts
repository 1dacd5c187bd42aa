import { useMediaQuery } from '@mantine/hooks';
import { useSnapshot } from 'valtio';
import { shellState } from './shellState';

/** The Mantine breakpoint from which the menu and a page fit side by side (62em). */
export const MENU_DOCKS_FROM = 'md';
const DOCKED_QUERY = '(min-width: 62em)';

/**
 * The main menu as the screen allows: docked beside the page from `MENU_DOCKS_FROM` up
 * (its open state kept across reloads), over the page below it (closed at start, and
 * closed again when a page is chosen).
 */
export function useMenu(): { docked: boolean; open: boolean; toggle: () => void } {
  const docked = useMediaQuery(DOCKED_QUERY, true, { getInitialValueInEffect: false });
  const { menuOpen, overlayMenuOpen } = useSnapshot(shellState);
  return {
    docked,
    open: docked ? menuOpen : overlayMenuOpen,
    toggle() {
      if (docked) shellState.menuOpen = !menuOpen;
      else shellState.overlayMenuOpen = !overlayMenuOpen;
    },
  };
}

export function closeOverlayMenu(): void {
  shellState.overlayMenuOpen = false;
}
