export { ImageUpload, type ImageUploadProps, type UploadedImage } from './ImageUpload';
export { uploadApi } from './upload-api';
