import { proxy, subscribe } from 'valtio';
import { isBoolean, isBooleanRecord, readStored, writeStored } from '../../shared/lib';

const MENU_KEY = 'console.menu.open';
const SUB_MENU_KEY = 'console.subMenu.open';

/**
 * Menu and sub-menu open state, kept in the browser (spec 3.6). Sub-menus start open.
 * `menuOpen` is the docked menu beside the page (wide screens); `overlayMenuOpen` the menu
 * over the page on screens too narrow for both, which starts closed in every page load.
 */
export const shellState = proxy({
  menuOpen: readStored(MENU_KEY, true, isBoolean),
  overlayMenuOpen: false,
  subMenus: readStored<Record<string, boolean>>(SUB_MENU_KEY, {}, isBooleanRecord),
});

subscribe(shellState, () => {
  writeStored(MENU_KEY, shellState.menuOpen);
  writeStored(SUB_MENU_KEY, shellState.subMenus);
});

export function isSubMenuOpen(subMenus: Readonly<Record<string, boolean>>, id: string): boolean {
  return subMenus[id] ?? true;
}

export function toggleSubMenu(id: string): void {
  shellState.subMenus[id] = !isSubMenuOpen(shellState.subMenus, id);
}

export function openMenu(): void {
  shellState.menuOpen = true;
  shellState.overlayMenuOpen = true;
}
