package server

import (
	"database/sql"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vitrina/vitrina/internal/database"
)

// poolCollector reports database/sql's pool statistics of the read and write pools at scrape time.
type poolCollector struct {
	db                     *database.DB
	open, inUse, idle, max *prometheus.Desc
	waitCount, waitSeconds *prometheus.Desc
	writes, commits        *prometheus.Desc // SQLite's group commit
}

func newPoolCollector(db *database.DB) *poolCollector {
	d := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc("vitrina_db_pool_"+name, help, []string{"pool"}, nil)
	}
	return &poolCollector{
		db:          db,
		open:        d("open_connections", "Open connections (in use and idle)."),
		inUse:       d("in_use_connections", "Connections in use."),
		idle:        d("idle_connections", "Idle connections."),
		max:         d("max_open_connections", "Maximum open connections."),
		waitCount:   d("wait_count_total", "Times a query waited for a free connection."),
		waitSeconds: d("wait_duration_seconds_total", "Total time spent waiting for a free connection."),
		writes: prometheus.NewDesc("vitrina_db_sqlite_committed_writes_total",
			"Write transactions and statements committed on SQLite.", nil, nil),
		commits: prometheus.NewDesc("vitrina_db_sqlite_commits_total",
			"Commits on SQLite; committed writes per commit is group commit's average batch.", nil, nil),
	}
}

func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.open, c.inUse, c.idle, c.max, c.waitCount, c.waitSeconds, c.writes, c.commits} {
		ch <- d
	}
}

// Collect reports both pools (on PostgreSQL they are one pool and both labels show the same
// figures) and, on SQLite, group commit's counters.
func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	if writes, commits, ok := c.db.WriteCommits(); ok {
		ch <- prometheus.MustNewConstMetric(c.writes, prometheus.CounterValue, float64(writes))
		ch <- prometheus.MustNewConstMetric(c.commits, prometheus.CounterValue, float64(commits))
	}
	for pool, p := range map[string]*sql.DB{"read": c.db.ReadPool(), "write": c.db.WritePool()} {
		s := p.Stats()
		ch <- prometheus.MustNewConstMetric(c.open, prometheus.GaugeValue, float64(s.OpenConnections), pool)
		ch <- prometheus.MustNewConstMetric(c.inUse, prometheus.GaugeValue, float64(s.InUse), pool)
		ch <- prometheus.MustNewConstMetric(c.idle, prometheus.GaugeValue, float64(s.Idle), pool)
		ch <- prometheus.MustNewConstMetric(c.max, prometheus.GaugeValue, float64(s.MaxOpenConnections), pool)
		ch <- prometheus.MustNewConstMetric(c.waitCount, prometheus.CounterValue, float64(s.WaitCount), pool)
		ch <- prometheus.MustNewConstMetric(c.waitSeconds, prometheus.CounterValue, s.WaitDuration.Seconds(), pool)
	}
}
