// Package passwords holds the one rule on new passwords that the platform and the CMS share: a
// password among the most common ones is refused. The list is zxcvbn's (Dropbox) list of the 30 000
// most common passwords of public leaks, as github.com/trustelem/zxcvbn carries it; it is compared
// case-insensitively. It is a leaf package: both sides may import it.
package passwords

import (
	"strings"
	"sync"

	"github.com/trustelem/zxcvbn/frequency"
)

// common is the list as a set, built once on first use.
var common = sync.OnceValue(func() map[string]struct{} {
	list := frequency.FrequencyLists["passwords"]
	set := make(map[string]struct{}, len(list))
	for _, p := range list {
		set[strings.ToLower(p)] = struct{}{}
	}
	return set
})

// CommonCount is how many passwords the list holds.
func CommonCount() int { return len(common()) }

// IsCommon reports whether pw is on the list of common passwords (ignoring case and surrounding
// spaces).
func IsCommon(pw string) bool {
	_, ok := common()[strings.ToLower(strings.TrimSpace(pw))]
	return ok
}
