/*
 * jsdom has no EventSource. This one connects to nothing: a test opens it, sends it events and
 * makes it fail, as the server and the network would (`liveStream()` finds the page's one).
 * Installed for every component test (setupWeb.ts): a page that watches live topics opens one,
 * which stays connecting, changing nothing, unless a test drives it.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials = false;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = 2;
  }

  /** The server's answer starts. */
  open(): void {
    this.readyState = 1;
    const event = new Event('open');
    this.onopen?.(event);
    this.dispatchEvent(event);
  }

  /** An event of the stream (`change`, `resync`), its data as JSON. */
  emit(type: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    if (type === 'message') this.onmessage?.(event);
    this.dispatchEvent(event);
  }

  /** The connection fails: the browser retries by itself (`closed: false`) or gives up (an HTTP error). */
  fail({ closed }: { closed: boolean }): void {
    this.readyState = closed ? 2 : 0;
    const event = new Event('error');
    this.onerror?.(event);
    this.dispatchEvent(event);
  }
}

/** The page's open stream (the newest not closed); fails the test when there is none. */
export function liveStream(): FakeEventSource {
  const open = FakeEventSource.instances.filter((source) => source.readyState !== 2);
  if (open.length !== 1) throw new Error(`expected one open EventSource, found ${open.length}`);
  return open[0];
}
