// The engines of the cross-browser journeys: each test file and what must be installed for it to run.
export const webKitDriver = "/usr/bin/WebKitWebDriver";
export const miniBrowser =
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const xvfbRun = "/usr/bin/xvfb-run";
export const firefoxEsr = "/usr/bin/firefox-esr";

export const engines = [
  {
    name: "Chromium 79 and 92",
    file: "tests/browsers/old-chromium.test.ts",
    needs: [],
  },
  {
    name: "WebKitGTK",
    file: "tests/browsers/webkit.test.ts",
    needs: [webKitDriver, miniBrowser, xvfbRun],
  },
  {
    name: "Firefox ESR",
    file: "tests/browsers/firefox.test.ts",
    needs: [firefoxEsr],
  },
];
