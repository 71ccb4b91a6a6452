// Package demoprobe checks what `vitrina serve --demo` shows a visitor, from outside: its tests
// build the real binary, start it once with the demo company and speak only HTTP to it (the public
// site, /rest/v1 with the data directory's keys, the admin signed in as the demo administrator).
package demoprobe
