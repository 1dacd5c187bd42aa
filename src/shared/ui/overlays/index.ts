export { ModalDialog, SideDrawer } from './Overlays';
export { ConfirmDialog } from './ConfirmDialog';
export { FormActions } from './FormActions';
