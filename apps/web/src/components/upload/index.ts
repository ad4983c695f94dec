export { startTusUpload } from './tus-upload';
export { VideoUpload, type VideoUploadProps } from './video-upload';
