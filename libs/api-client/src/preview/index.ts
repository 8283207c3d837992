// The pretend API for previews and binding tests of the feature libs (never imported by the app).
export {
  previewBackendCreate,
  previewFailed,
  previewJson,
  previewNever,
  type PreviewBackend,
  type PreviewBackendHandle,
  type PreviewBackendSpec,
  type PreviewFailure,
  type PreviewRequest,
} from './previewBackend';
