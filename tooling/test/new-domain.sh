#!/usr/bin/env bash
# Proves `pnpm new:domain` on a clean clone: clones the repository at HEAD into a temporary
# folder, installs, generates a domain, then runs what a contributor runs next: typecheck, lint,
# the new server test with the platform suites a new domain touches (tenant wall, contract table,
# OpenAPI lint, module walls, route permissions), the contract test, the new remote's tests, the
# portal build and the Storybook build. Exits non-zero at the first failure and keeps the clone.
#
#   tooling/test/new-domain.sh [--name lesson-plans] [--into mf-admin] [--with-working-tree]
#                              [--workdir DIR] [--keep]
#
# --with-working-tree  also copies the repository's uncommitted changes (tracked and untracked
#                      files that git does not ignore; deletions too) over the clone.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
PNPM="npx -y pnpm@10.34.9"
name=lesson-plans
into=""
overlay=0
keep=0
workdir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --name) name="$2"; shift 2 ;;
    --into) into="$2"; shift 2 ;;
    --with-working-tree) overlay=1; shift ;;
    --workdir) workdir="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
workdir="${workdir:-$(mktemp -d "${TMPDIR:-/tmp}/fairway-new-domain-XXXXXX")}"
clone="$workdir/clone"
start=$(date +%s)
step() { echo; echo "=== new-domain: $1 ($(( $(date +%s) - start ))s)"; }
on_exit() {
  status=$?
  if [ "$status" -ne 0 ]; then echo "new-domain: FAILED (exit $status); the clone is kept in $clone"
  elif [ "$keep" -eq 0 ]; then rm -rf "$workdir"
  else echo "new-domain: the clone is kept in $clone"; fi
}
trap on_exit EXIT

step "clone $repo at $(git -C "$repo" rev-parse --short HEAD)"
rm -rf "$clone"
git clone --quiet --no-hardlinks "$repo" "$clone"
if [ "$overlay" -eq 1 ]; then
  step "copy the working tree's uncommitted changes"
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
    tar --null -T - -cf -) | tar -xf - -C "$clone"
  (cd "$repo" && git ls-files -z --deleted) | (cd "$clone" && xargs -0 -r rm -f --)
  git -C "$clone" add -A >/dev/null
  git -C "$clone" -c user.name=new-domain -c user.email=new-domain@localhost \
    commit --quiet --allow-empty -m "the working tree of $repo"
fi

cd "$clone"
step "install"
$PNPM install --frozen-lockfile --offline || $PNPM install --frozen-lockfile

step "pnpm new:domain $name${into:+ --into $into}"
$PNPM new:domain "$name" ${into:+--into "$into"}

step "what it wrote (git status --short; git diff --stat)"
git status --short --untracked-files=all
git add --intent-to-add --all # new files count in the diff's stat too
git diff --stat

step "typecheck"
$PNPM typecheck
step "lint"
$PNPM lint

step "server: the new test and the platform suites a new domain touches (PGlite)"
(cd server && node --experimental-vm-modules --no-warnings=ExperimentalWarning \
  ../node_modules/jest/bin/jest.js "test/$name.test.ts" test/tenant-isolation.test.ts \
  test/tenant-catalog.test.ts test/responses-client.test.ts test/openapi-lint.test.ts \
  test/module-walls.test.ts test/route-permissions.test.ts)
if pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1; then
  step "server: the new test on PostgreSQL"
  (cd server && node scripts/test-pg.mjs "test/$name.test.ts")
fi

step "shared-api: the contract test"
(cd shared-api && node ../node_modules/jest/bin/jest.js "src/domains/$name")

remote="${into:-mf-$name}"
step "$remote: the new tests"
if [ -n "$into" ]; then
  (cd "$remote" && node ../node_modules/jest/bin/jest.js "src/features/$name" src/app src/spa.test.tsx)
else
  (cd "$remote" && node ../node_modules/jest/bin/jest.js)
fi

step "portal build"
$PNPM portal:build
test -f "dist/portal/remotes/$remote/mf-manifest.json"
grep -q "\"$(node -p "require('./$remote/package.json').fairway.remote.name")\"" dist/portal/remotes.json

step "Storybook build (the screen's story)"
$PNPM storybook:build
grep -rqi "remotes-" shared-ui/storybook-static/index.json

step "passed in $(( $(date +%s) - start ))s"
