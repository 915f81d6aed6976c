/**
 * A package loaded the first time it is used rather than when its module is: the PDF, image,
 * calendar, SMTP and Redis libraries cost a server's start, and every server test file, half a
 * second of loading between them, and most requests and tests never use them. Node keeps it
 * loaded after the first use.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, which is the point
  return () => (loaded ??= require(name) as T);
}
