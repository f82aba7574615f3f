export { registerFileRoutes } from './file.routes.js';
export { LocalDiskStorage, type FileStorage } from './file-storage.js';
export { contentDisposition } from './content-disposition.js';
