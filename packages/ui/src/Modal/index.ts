import { Modal as ModalRoot, ModalActions } from './Modal';

/** A modal dialog; `Modal.Actions` holds its buttons. */
export const Modal = Object.assign(ModalRoot, { Actions: ModalActions });
export type { ModalActionsProps, ModalProps, ModalSize, ModalTriggerProps } from './Modal';
