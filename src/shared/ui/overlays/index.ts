export { ModalDialog, SideDrawer } from './Overlays';
export { ConfirmDialog } from './ConfirmDialog';
export { CancelSave, FormActions } from './FormActions';
