/**
 * XMLHttpRequest for component tests, sent through the current global fetch (so mockApi's replies,
 * recorded calls and failNetwork apply to uploads too). It reports upload progress at half and at
 * the whole body before the request is answered.
 */
export class FakeXMLHttpRequest extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  timeout = 0;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: XMLHttpRequestBodyInit | null = null) {
    const request = new Request(this.url, { method: this.method, headers: this.headers, body });
    void (async () => {
      const total = (await request.clone().arrayBuffer()).byteLength;
      for (const share of [0.5, 1]) {
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: Math.round(total * share), total }));
      }
      try {
        const response = await fetch(request);
        if (this.aborted) return;
        this.status = response.status;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      } catch {
        if (!this.aborted) this.dispatchEvent(new Event('error'));
      }
    })();
  }
}
