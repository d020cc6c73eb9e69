/**
 * A full page load. Used when the signed-in identity or organisation changes: it drops the Relay
 * store and reopens the subscription socket with the new cookies in one step.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
