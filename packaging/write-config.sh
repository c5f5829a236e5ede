#!/usr/bin/env bash
# Prints a first configuration for a service install: mirrormat.example.yaml with the service's
# data directory and a freshly generated admin token. Used by install.sh (and its test).
#   packaging/write-config.sh <mirrormat.example.yaml> <dataDir> > /etc/mirrormat/mirrormat.yaml
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 <mirrormat.example.yaml> <dataDir>" >&2; exit 2; }
token=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
sed -e "s#^dataDir: .*#dataDir: $2#" -e "s#adminToken: change-me-0123456789abcdef#adminToken: $token#" "$1"
