/**
 * Catches what the page hands to the browser's download: each file's Blob and the link clicked for
 * it (its `download` name), without jsdom trying to navigate to the blob. Undone by
 * `jest.restoreAllMocks()`.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:http://localhost/download-${blobs.length}`;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { blobs, clicked };
}
