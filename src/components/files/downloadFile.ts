/** Hands a file made in the page to the browser's download (a temporary link with `download`). */
export function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may find nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
