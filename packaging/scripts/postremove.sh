#!/bin/sh
# After the files are removed (deb postrm, rpm %postun). The data in /var/lib/vitrina and the
# vitrina user stay: removing the package never deletes a site.
set -e
if [ -d /run/systemd/system ]; then
  systemctl daemon-reload >/dev/null 2>&1 || true
fi
