package config

import (
	"strings"
	"testing"
	"time"
)

func TestBackupSettings(t *testing.T) {
	for _, tc := range []struct {
		env     map[string]string
		every   time.Duration
		keep    int
		to, err string
	}{
		{env: nil, keep: 7},
		{env: map[string]string{"VITRINA_BACKUP_EVERY": "0"}, keep: 7},
		{env: map[string]string{"VITRINA_BACKUP_EVERY": "6h", "VITRINA_BACKUP_KEEP": "14", "VITRINA_BACKUP_TO": "/srv/copias"},
			every: 6 * time.Hour, keep: 14, to: "/srv/copias"},
		{env: map[string]string{"VITRINA_BACKUP_EVERY": "often"}, err: "VITRINA_BACKUP_EVERY: want a duration"},
		{env: map[string]string{"VITRINA_BACKUP_EVERY": "10ms"}, err: "VITRINA_BACKUP_EVERY: want a duration"},
		{env: map[string]string{"VITRINA_BACKUP_KEEP": "0"}, err: "VITRINA_BACKUP_KEEP: want a number"},
		{env: map[string]string{"VITRINA_BACKUP_TO": "s3://copias?region=x"}, err: "VITRINA_BACKUP_TO: AWS_ACCESS_KEY_ID"},
	} {
		c, err := FromEnv(env(tc.env))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%v: error %v, want %q", tc.env, err, tc.err)
			}
			continue
		}
		if err != nil || c.BackupEvery != tc.every || c.BackupKeep != tc.keep || c.BackupTo != tc.to {
			t.Errorf("%v: %v %d %q %v", tc.env, c.BackupEvery, c.BackupKeep, c.BackupTo, err)
		}
	}
}
