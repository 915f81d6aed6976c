/*
 * The one script of a page, written into its HTML at the end of the body (the server allows it by
 * its hash). The app's scripts (`data-scripts`, in order) and the page's data (`data-preload`) are
 * asked for after the page's first paint: nothing is requested before the page shows but the page
 * itself (on a slow network, and in how Lighthouse counts the largest paint: every request started
 * before it delays it), and the scripts still arrive a frame later.
 */
const boot = document.currentScript as HTMLScriptElement;

function loadApp() {
  for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  for (const src of (boot.dataset.scripts ?? '').split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    // Inserted scripts run as soon as they arrive unless told otherwise: these run in their order.
    script.async = false;
    document.head.append(script);
  }
}

// A frame's callback runs just before its paint, a task it queues just after. A hidden page
// (opened in a background tab) paints no frame: it loads the app at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(loadApp, 0));
else loadApp();
