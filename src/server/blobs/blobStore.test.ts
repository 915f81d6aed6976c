import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, engines, type TestApp } from '../test/helpers';
import type { BlobStoreKind } from './blobStore';
import { createDiskBlobStore } from './diskBlobStore';
import { takeOverDiskFiles } from './openBlobs';

/*
 * One behaviour, whatever keeps the files: the same suite runs against the disk store and the
 * database store on each engine, through the stores an app opens from its configuration.
 */

const BACKENDS: [string, BlobStoreKind, 'sqlite' | 'postgres'][] = [
  ['disk', 'disk', 'sqlite'],
  ...engines().map((engine): [string, BlobStoreKind, 'sqlite' | 'postgres'] => [`database on ${engine}`, 'database', engine]),
];

const bytes = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 256));

describe.each(BACKENDS)('blob store: %s', (_name, blobStore, engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { blobStore } });
  });
  afterAll(async () => {
    await t.close();
  });
  const store = () => t.app.blobs.uploads;

  test('gives back exactly the bytes stored, with their size and time of writing', async () => {
    const data = Buffer.concat([Buffer.from([0, 0xff, 0x27, 0x5c, 0]), bytes(70_000, 1)]);
    const before = Date.now();
    await store().put('roundtrip/a.png', data);
    const blob = await store().get('roundtrip/a.png');
    expect(blob?.data.equals(data)).toBe(true);
    expect(blob?.size).toBe(data.length);
    expect(blob!.storedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(blob!.storedAt.getTime()).toBeLessThanOrEqual(Date.now());
    await store().put('roundtrip/empty.txt', Buffer.alloc(0));
    expect((await store().get('roundtrip/empty.txt'))?.size).toBe(0);
  });

  test('nothing stored under a key: undefined; deleting it is fine', async () => {
    expect(await store().get('missing/none.png')).toBeUndefined();
    await expect(store().delete('missing/none.png')).resolves.toBeUndefined();
  });

  test('a second write replaces the bytes; a delete removes them', async () => {
    await store().put('replace/x.webp', bytes(10, 1));
    await store().put('replace/x.webp', bytes(20, 2));
    expect((await store().get('replace/x.webp'))?.data.equals(bytes(20, 2))).toBe(true);
    await store().delete('replace/x.webp');
    expect(await store().get('replace/x.webp')).toBeUndefined();
    expect(await store().list('replace/')).toEqual([]);
  });

  test('writes arriving together leave one of them whole', async () => {
    const versions = [1, 2, 3, 4, 5].map((seed) => bytes(200_000, seed));
    await Promise.all(versions.map((data) => store().put('together/logo.png', data)));
    const kept = (await store().get('together/logo.png'))!.data;
    expect(versions.some((data) => data.equals(kept))).toBe(true);
  });

  test('lists the keys under a prefix, sorted; a `_` in a prefix is a plain character', async () => {
    for (const key of ['list_a/2.png', 'list_a/1.png', 'list_a/sub/3.png', 'listXa/4.png']) await store().put(key, bytes(3, 3));
    expect(await store().list('list_a/')).toEqual(['list_a/1.png', 'list_a/2.png', 'list_a/sub/3.png']);
    expect(await store().list()).toEqual(expect.arrayContaining(['list_a/1.png', 'listXa/4.png']));
  });

  const BAD_KEYS = [
    '',
    '../app.db',
    'a/../../b.png',
    '.hidden',
    'a/.x.png.partial',
    'a//b.png',
    '/abs.png',
    'a/',
    'a\\b.png',
    'a/b c.png',
    'a/b%2e.png',
    'x'.repeat(513),
  ];
  test.each(BAD_KEYS.map((key) => [key.length > 40 ? `of ${key.length} characters` : JSON.stringify(key), key]))(
    'the key %s is never stored and never found',
    async (_label, key) => {
      await expect(store().put(key, bytes(4, 4))).rejects.toThrow('Not a blob key');
      expect(await store().get(key)).toBeUndefined();
      await expect(store().delete(key)).resolves.toBeUndefined();
    },
  );

  test('the buckets are apart: a document is not an upload', async () => {
    await t.app.blobs.documents.put('0123abcd.pdf', bytes(8, 8));
    expect(await t.app.blobs.uploads.get('0123abcd.pdf')).toBeUndefined();
    expect(await t.app.blobs.documents.list()).toEqual(['0123abcd.pdf']);
    expect(await t.app.blobs.uploads.list()).not.toContain('0123abcd.pdf');
  });
});

describe.each(engines())('the database store takes over the files a disk store left (%s)', (engine) => {
  test('they move into the database and off the disk; a key the database has keeps its bytes; a second start moves nothing', async () => {
    const t = await createTestApp(engine, { config: { blobStore: 'database' } });
    try {
      const diskUploads = createDiskBlobStore(t.config.uploadsDir);
      await diskUploads.put('partners/old.png', bytes(30, 1));
      await diskUploads.put('seed/kingston-1.svg', bytes(30, 2));
      await createDiskBlobStore(t.config.documentsDir).put('abc.pdf', bytes(30, 3));
      await t.app.blobs.uploads.put('seed/kingston-1.svg', bytes(30, 9));

      expect(await takeOverDiskFiles(t.config, t.app.blobs)).toEqual({ uploads: 1, documents: 1 });
      expect((await t.app.blobs.uploads.get('partners/old.png'))?.data.equals(bytes(30, 1))).toBe(true);
      expect((await t.app.blobs.uploads.get('seed/kingston-1.svg'))?.data.equals(bytes(30, 9))).toBe(true);
      expect((await t.app.blobs.documents.get('abc.pdf'))?.data.equals(bytes(30, 3))).toBe(true);
      expect(await diskUploads.list()).toEqual([]);
      expect(existsSync(path.join(t.config.documentsDir, 'abc.pdf'))).toBe(false);

      // Deleted from the database since: it stays deleted.
      await t.app.blobs.uploads.delete('partners/old.png');
      expect(await takeOverDiskFiles(t.config, t.app.blobs)).toEqual({});
      expect(await t.app.blobs.uploads.get('partners/old.png')).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  test('the disk store takes over nothing', async () => {
    const t = await createTestApp(engine, { config: { blobStore: 'disk' } });
    try {
      await t.app.blobs.uploads.put('partners/kept.png', bytes(5, 5));
      expect(await takeOverDiskFiles(t.config, t.app.blobs)).toEqual({});
      expect(await t.app.blobs.uploads.list()).toEqual(['partners/kept.png']);
    } finally {
      await t.close();
    }
  });
});
