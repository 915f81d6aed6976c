// Prints the plain `N passed, N failed` line CI reads, from jest's JSON result. When jest never
// ran (typecheck, spec lint or codegen drift failed first) the run counts as one failure.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
let result;
try {
  result = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  process.exit(0);
}
const failedSuites = result.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
console.log(`${result.numPassedTests} passed, ${result.numFailedTests + failedSuites} failed`);
