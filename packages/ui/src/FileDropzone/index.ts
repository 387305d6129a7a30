export { FileDropzone } from './FileDropzone';
export type {
  FileDropzoneAccept,
  FileDropzoneFile,
  FileDropzoneFileStatus,
  FileDropzoneIssue,
  FileDropzoneProps,
  FileDropzoneState,
} from './FileDropzone';
