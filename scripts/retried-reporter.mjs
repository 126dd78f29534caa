// A Vitest reporter that names each test which passed only when tried again (vitest.browsers.config.ts
// retries in CI), one a line in the file RETRIED_TESTS names, so that `npm test` can say so before its
// closing count (scripts/test.mjs). Vitest's JSON report does not record retries.
import { appendFileSync } from "node:fs";

export default class RetriedReporter {
  onTestCaseResult(testCase) {
    const { retryCount = 0 } = testCase.diagnostic() ?? {};
    const file = process.env.RETRIED_TESTS;
    if (file && retryCount > 0 && testCase.result().state === "passed")
      appendFileSync(
        file,
        `${testCase.module.relativeModuleId ?? testCase.module.moduleId} › ${testCase.fullName}\n`,
      );
  }
}
