#!/bin/sh
# After the files are in place (deb postinst, rpm %post), on install and on upgrade. The service is
# not started on a first install: the settings in /etc/vitrina/vitrina.env come first. An upgrade
# restarts it if it was running, so the new binary serves at once.
set -e
install -d -o vitrina -g vitrina -m 0750 /var/lib/vitrina
if [ -d /run/systemd/system ]; then
  systemctl daemon-reload >/dev/null 2>&1 || true
  systemctl try-restart vitrina.service >/dev/null 2>&1 || true
fi
