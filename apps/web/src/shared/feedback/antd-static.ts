// antd's static toasts and dialogs, the one module feedback.ts loads on first use (a dynamic import of 'antd' itself
// would bring every antd component).
export { message, Modal, notification } from 'antd';
