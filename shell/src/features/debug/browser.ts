/** Loads `url` as a new page (the federation runtime keeps what it loaded until then). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
