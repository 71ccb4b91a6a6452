package server

import (
	"github.com/prometheus/client_golang/prometheus"
)

// freeSpace (one file per system family) reads how many bytes an unprivileged process can still
// write on the filesystem that holds the data directory (the SQLite database, the local file
// store, the JWT secret).

// lowSpace reports whether the data directory has less than min bytes free (min 0: never), and
// the free bytes it read.
func lowSpace(dir string, min int64) (bool, uint64, error) {
	free, err := freeSpace(dir)
	if err != nil || min <= 0 {
		return false, free, err
	}
	return free < uint64(min), free, nil
}

// newDiskCollector exports the data directory's free bytes and whether they are below
// VITRINA_MIN_FREE_SPACE, read at every scrape.
func newDiskCollector(dir string, min int64) prometheus.Collector {
	return &diskCollector{dir: dir, min: min,
		free: prometheus.NewDesc("vitrina_data_dir_free_bytes", "Bytes free for Vitrina on the data directory's filesystem.", nil, nil),
		low: prometheus.NewDesc("vitrina_data_dir_low_space",
			"1 when the data directory has less free space than VITRINA_MIN_FREE_SPACE (then /readyz fails), else 0.", nil, nil),
		threshold: prometheus.NewDesc("vitrina_data_dir_min_free_bytes", "VITRINA_MIN_FREE_SPACE, in bytes (0: no check).", nil, nil),
	}
}

type diskCollector struct {
	dir                  string
	min                  int64
	free, low, threshold *prometheus.Desc
}

func (c *diskCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.free
	ch <- c.low
	ch <- c.threshold
}

func (c *diskCollector) Collect(ch chan<- prometheus.Metric) {
	ch <- prometheus.MustNewConstMetric(c.threshold, prometheus.GaugeValue, float64(c.min))
	low, free, err := lowSpace(c.dir, c.min)
	if err != nil {
		return // the series disappear rather than report a made-up value
	}
	lowValue := 0.0
	if low {
		lowValue = 1
	}
	ch <- prometheus.MustNewConstMetric(c.free, prometheus.GaugeValue, float64(free))
	ch <- prometheus.MustNewConstMetric(c.low, prometheus.GaugeValue, lowValue)
}
