// testTimeout is a global option that project configs ignore; browser walks need minutes.
jest.setTimeout(180_000);
