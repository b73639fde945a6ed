#!/usr/bin/env bash
# `npm run dev`: the API server (restarting on change) on :3000 and Vite with hot reload on :5173.
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'kill 0' EXIT
npx tsx watch server/src/main.ts &
npx vite --config client/vite.config.ts
