let downloads = 0;
const listeners = new Set<() => void>();

// Counted after the current task: a download starts while a screen renders, when no state may change.
export function downloadsChanged(by: number) {
  queueMicrotask(() => {
    downloads += by;
    listeners.forEach((listener) => listener());
  });
}

/** How many screens' code is downloading now (the navigation progress bar shows while > 0). */
export const screenDownloads = {
  count: () => downloads,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
