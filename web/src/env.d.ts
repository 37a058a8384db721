/// <reference types="vite/client" />

/** The build's version (package version), sent as X-Client-Version. */
declare const __APP_VERSION__: string
/** The build's id (time of build or QUOTA_BUILD_ID); with the version, what /version.json answers. */
declare const __APP_BUILD__: string

interface ImportMetaEnv {
  /** One of the spec's environments (demo, development, e2e, local, production, qa, qa2, staging, test). */
  readonly VITE_QUOTA_ENV?: string
}
