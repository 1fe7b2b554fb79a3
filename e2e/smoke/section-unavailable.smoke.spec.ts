import { expectSectionUnavailable, railEntryOfPackage, test } from './smoke';

// Run in place of a remote's own smoke suite when the compatibility gate (`npm run compat`) expects the shell to refuse
// that remote (E2E_SMOKE_UNAVAILABLE names it; playwright.config.ts): the project is the remote's package folder.
test('@smoke-unavailable the section shows "Section unavailable" and the rest of the console works', async ({
  page,
}) => {
  await expectSectionUnavailable(page, railEntryOfPackage(test.info().project.name));
});
