/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RELEASE?: string;
  readonly VITE_FLAGS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
