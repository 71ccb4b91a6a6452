#!/bin/sh
# Before the files are unpacked (deb preinst, rpm %pre): the system user the service runs as.
set -e
if ! getent group vitrina >/dev/null; then
  groupadd --system vitrina
fi
if ! getent passwd vitrina >/dev/null; then
  nologin=/usr/sbin/nologin
  [ -x "$nologin" ] || nologin=/sbin/nologin
  useradd --system --gid vitrina --home-dir /var/lib/vitrina --no-create-home \
    --shell "$nologin" --comment "Vitrina" vitrina
fi
