/** Sends the browser to a download link (a signed, short-lived URL served with Content-Disposition: attachment). */
export function navigateToDownload(url: string): void {
  window.location.assign(url);
}
