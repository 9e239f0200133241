/** Leaves the single-page app for a page the server answers (social sign-in): a full page load. */
export function openServerPage(path: string): void {
  window.location.assign(path);
}
