// A project's `testTimeout` is ignored when Jest runs from the root config (it is a global option); this applies
// the API's 60 s to every test and hook in either run, since booting the app on a busy machine can exceed 5 s.
jest.setTimeout(60_000);
