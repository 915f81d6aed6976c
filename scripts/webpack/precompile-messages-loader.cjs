// Webpack loader for the message catalogs (src/i18n/**/*.json): parses every ICU message at build
// time, so the browser receives ready ASTs and react-intl runs without its parser (webpack.config.ts
// aliases the parser to its no-parser build). A malformed message fails the build.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function precompileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`, { cause: error });
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
