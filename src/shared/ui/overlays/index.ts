export { ModalDialog, SideDrawer } from './Overlays';
