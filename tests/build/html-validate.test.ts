// @module-tag content
import { HtmlValidate, FileSystemConfigLoader } from "html-validate";
import { describe, expect, it } from "vitest";
import { htmlFiles, readBuilt } from "./build-output";

const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("built HTML passes html-validate (standard and a11y presets)", () => {
  it.each(htmlFiles)("%s", async (file) => {
    const report = await validator.validateString(readBuilt(file), file);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});
