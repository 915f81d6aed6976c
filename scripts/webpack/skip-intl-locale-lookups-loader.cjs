// Webpack loader for @formatjs/intl and intl-messageformat (react-intl's core): drops their look-ups
// of the browser's supported locales. The first Intl.NumberFormat.supportedLocalesOf makes V8 list
// every locale ICU can format numbers in, ≈ 80–130 ms in one task on a 4× throttled phone, and
// createIntl (a check that the browser has data for the locale) and the first message with an
// argument (to resolve its locale) each asked, while a page that formats no number as it starts never
// needs that list. The app's locales are en, fr and ar, which every browser carries, so the locale
// asked for is the one resolved. A formatjs release that words these otherwise fails the build here,
// so the saving is never lost unseen.
const EDITS = {
  '@formatjs/intl': [
    // createIntl: "Missing locale data" for NumberFormat, then DateTimeFormat.
    [/else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\(new MissingDataError\([^\n]*\n/, ''],
    [/\telse if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\(new MissingDataError\([^\n]*\n/, ''],
  ],
  'intl-messageformat': [
    // IntlMessageFormat.resolveLocale: the locale asked for, as when it is not in the list.
    [
      /const supportedLocales = Intl\.NumberFormat\.supportedLocalesOf\(locales\);\n\s*if \(supportedLocales\.length > 0\) return new Intl\.Locale\(supportedLocales\[0\]\);\n/,
      '',
    ],
  ],
};

module.exports = function skipIntlLocaleLookups(source) {
  const name = Object.keys(EDITS).find((pkg) => this.resourcePath.includes(`/node_modules/${pkg}/`));
  if (!name) throw new Error(`${this.resourcePath}: not a file this loader edits`);
  let out = source;
  for (const [pattern, replacement] of EDITS[name]) {
    if (!pattern.test(out)) throw new Error(`${this.resourcePath}: a locale look-up is not where this loader expects it (${pattern})`);
    out = out.replace(pattern, replacement);
  }
  return out;
};
