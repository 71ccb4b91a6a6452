package main

import (
	"strconv"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
)

// The image's settings, in one place: the Dockerfile and compose.yaml at the repository's root
// repeat them, and settings_test.go fails when they drift apart.

const (
	imageName  = "vitrina"
	binaryPath = "/usr/bin/vitrina"
	dataDir    = "/data"
	port       = "8080/tcp"

	// A non-root account of its own, with distroless's "nonroot" id so volume permissions carry
	// over from images built on it.
	userName = "vitrina"
	userID   = 65532

	source  = "https://github.com/vitrina/vitrina"
	title   = "Vitrina"
	license = "NOASSERTION" // SPDX for "not stated": the repository carries no licence file
)

var (
	entrypoint = []string{binaryPath}
	cmd        = []string{"serve"}
	// VITRINA_ADDR listens on every interface, as a container must to be reached through its
	// published port; the data directory is the volume.
	env = []string{
		"VITRINA_ADDR=0.0.0.0:8080",
		"VITRINA_DATA_DIR=" + dataDir,
	}
	healthcheck = []string{"CMD", binaryPath, "healthcheck"}
)

// healthConfig is Docker's health check: not in the OCI image specification, but in Docker's
// config, which Docker and Podman (in Docker format) honour and other engines ignore.
func healthConfig() *v1.HealthConfig {
	return &v1.HealthConfig{
		Test:        healthcheck,
		Interval:    30 * time.Second,
		Timeout:     5 * time.Second,
		StartPeriod: 10 * time.Second,
		Retries:     3,
	}
}

// user is the config's User field: numeric, so it works without reading /etc/passwd.
func user() string { return strconv.Itoa(userID) + ":" + strconv.Itoa(userID) }
