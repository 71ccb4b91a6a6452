package rest_test

import (
	"regexp"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestPlannedAndEstimatedCounts: Prefer: count=planned answers the planner's estimate on PostgreSQL
// (a number in Content-Range, whatever the statistics say) and the exact count on SQLite, which keeps
// no estimates; count=estimated is exact while the table is small. Preference-Applied names the count.
func TestPlannedAndEstimatedCounts(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	for _, count := range []string{"planned", "estimated"} {
		rec := env.Do("GET", "/rest/v1/testimoniales?select=id&limit=1").As("service_role").Header("Prefer", "count="+count).Send()
		cr := rec.Header().Get("Content-Range")
		if rec.Code != 200 && rec.Code != 206 || !regexp.MustCompile(`^0-0/\d+$`).MatchString(cr) {
			t.Fatalf("count=%s: %d Content-Range %q %s", count, rec.Code, cr, rec.Body.String())
		}
		if got := rec.Header().Get("Preference-Applied"); got != "count="+count {
			t.Errorf("count=%s: Preference-Applied %q", count, got)
		}
		exact := cr == "0-0/3"
		if (count == "estimated" || env.DB.Dialect() == database.SQLite) && !exact {
			t.Errorf("count=%s on %s: %q, want the exact 0-0/3", count, env.DB.Dialect(), cr)
		}
	}
}
