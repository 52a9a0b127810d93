/** Full-page navigation helpers (a module of their own so tests can replace them). */
export function goTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
