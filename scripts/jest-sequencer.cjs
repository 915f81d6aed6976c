// The order jest starts test files in (jest.config.ts). With the durations of an earlier run on
// this machine, jest's own order stands: the longest first. Without them (a fresh clone, which CI
// always is) jest starts the largest files first, but the longest files here are small ones: the
// fuzz gate's (minutes each, src/server/fuzz) and the browser walks (src/e2e). They start first,
// so that the many short files fill the workers at the end rather than one long file alone.
const Sequencer = require('@jest/test-sequencer').default;

const FUZZ_GATE = /\/src\/server\/fuzz\/(sqlite|postgres)\.test\.ts$/;

class LongestFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => (FUZZ_GATE.test(test.path) ? 0 : test.context.config.displayName?.name === 'e2e' ? 1 : 2);
    return sorted
      .map((test, index) => ({ test, index }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = LongestFirst;
