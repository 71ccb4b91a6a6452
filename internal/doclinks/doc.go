// Package doclinks holds, as tests, that the documentation hangs together: every relative link and
// #anchor of README.md, BENCHMARKS.md and docs/**/*.md resolves (external links are not fetched), and
// no document or source file cites tracker numbers instead of saying what it means. It has no code
// of its own.
package doclinks
