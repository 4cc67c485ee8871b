#!/usr/bin/env bash
# Build the Debian package: the release binary, its manual pages and shell completions made
# by the binary itself from its one definition of the commands, the desktop entry and the
# icon (Cargo.toml's [package.metadata.deb] lists what goes where). Needs cargo-deb
# (`cargo install cargo-deb`). The package lands in target/debian/.
#
#   packaging/deb.sh                # cargo build --release, then cargo deb
#   PROFILE=dev packaging/deb.sh    # from the binary `cargo test` built (CI: no second build)
set -euo pipefail
cd "$(dirname "$0")/.."
PROFILE=${PROFILE:-release}
case "$PROFILE" in
  release) dir=release; cargo build --release --locked ;;
  dev) dir=debug; [ -x target/debug/mojiscope ] || cargo build --locked ;;
  *) echo "error: PROFILE is release or dev, not $PROFILE" >&2; exit 2 ;;
esac
bin=target/$dir/mojiscope
out=target/packaging
rm -rf "$out"
mkdir -p "$out/man" "$out/completions"
"$bin" man --dir "$out/man"
gzip -9n "$out"/man/*.1
"$bin" completions bash > "$out/completions/mojiscope"
"$bin" completions zsh > "$out/completions/_mojiscope"
"$bin" completions fish > "$out/completions/mojiscope.fish"
cargo deb --no-build --profile "$PROFILE" "$@"
