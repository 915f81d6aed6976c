import { every } from './periodic';

describe('a pass run periodically', () => {
  test('stopping it waits for the pass under way, and no pass starts after', async () => {
    let finish: () => void = () => undefined;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const pass = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
          started();
        }),
    );
    const stop = every(1, pass);
    await firstStarted;

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(pass).toHaveBeenCalledTimes(1);
  });

  test('never runs two passes at once', async () => {
    let finish: () => void = () => undefined;
    let calls = 0;
    const twoTicksLater = new Promise<void>((resolve) => {
      const pass = () => {
        calls += 1;
        return new Promise<void>((done) => (finish = done));
      };
      const stop = every(1, pass);
      // Several intervals pass while the first pass is still under way.
      setTimeout(() => {
        expect(calls).toBe(1);
        finish();
        void stop().then(resolve);
      }, 20);
    });
    await twoTicksLater;
  });
});
