// Package backup takes and restores whole-site backups: one self-contained tar.gz per backup,
// named with the UTC time it was taken, kept in a directory or an S3-compatible bucket. On SQLite
// a backup holds a VACUUM INTO snapshot of the database and the bytes of every file that snapshot
// refers to; on PostgreSQL it holds `vitrina export`'s archive, read in one REPEATABLE READ
// snapshot. Either is consistent while the site is written to: every write acknowledged before the
// backup began is in it. serve takes them on a schedule (Scheduler), `vitrina backup` by hand, and
// `vitrina restore` brings one back into an empty data directory or database.
package backup

import (
	"sort"
	"strings"
	"time"
)

const (
	namePrefix = "vitrina-backup-"
	nameSuffix = ".tar.gz"
	nameTime   = "20060102T150405Z"
)

// Name is the file name of a backup begun at t: vitrina-backup-20261128T060000Z.tar.gz. Names sort
// in the order the backups were taken.
func Name(t time.Time) string { return namePrefix + t.UTC().Format(nameTime) + nameSuffix }

// nameTimeOf is the time a backup's name gives; false for a name that is not a backup's.
func nameTimeOf(name string) (time.Time, bool) {
	stamp, ok := strings.CutPrefix(name, namePrefix)
	if !ok {
		return time.Time{}, false
	}
	if stamp, ok = strings.CutSuffix(stamp, nameSuffix); !ok {
		return time.Time{}, false
	}
	t, err := time.Parse(nameTime, stamp)
	return t, err == nil
}

// backupNames keeps the backups' names of names, oldest first.
func backupNames(names []string) []string {
	var out []string
	for _, n := range names {
		if _, ok := nameTimeOf(n); ok {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}
