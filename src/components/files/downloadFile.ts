/**
 * Hands a file to the browser's download (a temporary link with `download`): one made in the page,
 * or fetched (a Blob), which is never shown inline, so no active content of it runs here.
 */
export function downloadFile(content: string | Blob, fileName: string, type?: string) {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may find nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
