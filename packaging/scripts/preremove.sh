#!/bin/sh
# Before the files are removed (deb prerm, rpm %preun). Only a removal stops the service; an upgrade
# (deb "upgrade", rpm $1 = 1) leaves it running until the new package restarts it.
set -e
case "$1" in
  remove|0) ;;
  *) exit 0 ;;
esac
if [ -d /run/systemd/system ]; then
  systemctl disable --now vitrina.service >/dev/null 2>&1 || true
fi
