// Package crashtest holds the crash test (crash_test.go): it runs the real `vitrina serve` binary,
// kills it with SIGKILL in the middle of concurrent writes several times, and checks after each
// restart that nothing the clients saw acknowledged was lost. It runs only with VITRINA_CRASH_TEST=1.
package crashtest
