export { registerFileRoutes } from './file.routes.js';
export { fileUrl, LocalDiskStorage, type FileStorage } from './file-storage.js';
export { findFile } from './file.repository.js';
export { copyFiles } from './file-copy.js';
export { contentDisposition } from './content-disposition.js';
export { receiveUpload } from './receive-upload.js';
