#!/usr/bin/env bash
# Installs the npm dependencies exactly as package-lock.json pins them.
# `npm ci` is the first choice. The registry mirror our machines reach serves only this
# platform's prebuilt optional binaries (@swc/core-*, @rspack/binding-*, ...), so the lock
# file cannot list the other platforms' ones and npm ci may refuse it as "not in sync";
# then `npm install` installs the same pinned versions from the same lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if npm ci --no-audit --no-fund; then exit 0; fi
echo "npm ci hat die Lock-Datei abgelehnt; installiere mit npm install aus derselben Lock-Datei." >&2
npm install --no-audit --no-fund
