/** Sends the browser to another site's page (Stripe Checkout), leaving the app. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
