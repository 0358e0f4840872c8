#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder's image (Ubuntu, as root): Node 20
# and Sierra's dependencies. The zip carries Sierra's sources in sierra/ (see README.md).
set -euo pipefail
apt-get update
apt-get install -y ca-certificates curl gnupg
curl -fsSL https://deb.nodesource.com/setup_20.x | bash -
apt-get install -y nodejs
cd /autograder/source/sierra
npm ci --no-audit --no-fund
