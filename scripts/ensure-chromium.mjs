// Runs before the end-to-end tests: they need Debian's Chromium and a CJK font (without one,
// Chinese text renders as boxes in screenshots). Silent when both are there. Otherwise it
// installs them when it can (root with apt-get, as in CI and containers) and else stops at once
// with the command to run, instead of letting every browser test fail on a missing executable.
import { accessSync, constants } from "node:fs";
import { spawnSync } from "node:child_process";

const INSTALL_HINT = "sudo apt-get install -y chromium fonts-noto-cjk";
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function hasChromium() {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCjkFont() {
  const list = spawnSync("fc-list", { encoding: "utf8" });
  return list.status === 0 && /noto sans cjk/i.test(list.stdout);
}

function missingPackages() {
  const missing = [];
  if (!hasChromium()) missing.push("chromium");
  if (!hasCjkFont()) missing.push("fonts-noto-cjk");
  return missing;
}

function stop(message) {
  console.error(`${message}\nThe end-to-end tests need Chromium at ${chromiumPath} and a Noto Sans CJK font. Run:\n  ${INSTALL_HINT}`);
  process.exit(1);
}

const missing = missingPackages();
if (missing.length === 0) process.exit(0);
// apt-get puts Chromium at /usr/bin/chromium only; a CHROMIUM_PATH elsewhere is the caller's to fix.
if (process.env.CHROMIUM_PATH && !hasChromium()) {
  console.error(`CHROMIUM_PATH=${chromiumPath} is not an executable; point it at a Chromium or unset it.`);
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
if (!isRoot || !hasApt) stop(`Missing: ${missing.join(", ")}.`);

// Only what is missing: an installed Chromium is left at its version.
console.log(`== apt-get install ${missing.join(" ")}`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", ...missing])) stop("apt-get could not install them.");

const still = missingPackages();
if (still.length > 0) stop(`Still missing after apt-get: ${still.join(", ")}.`);
