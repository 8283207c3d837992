/** Reloads the page; the default action of the Reload Page and Refresh Page buttons. */
export function pageReload(): void {
  window.location.reload();
}
