package lifecycle

import (
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// Badge is what a list shows of a row's lifecycle: a label and a class for its colour (live, draft,
// scheduled, archived, retired).
type Badge struct {
	Label, Class string
}

// BadgeOf says where a row stands at now, in loc: a scheduled row shows its date, a published row
// past its despublicar_en is retired, a published row with a retirement shows it.
func (r Row) BadgeOf(now time.Time, loc *time.Location) Badge {
	pub, hasPub := parseStored(r.PublicarEn)
	unpub, hasUnpub := parseStored(r.DespublicarEn)
	if r.Trashed() {
		return Badge{msgBadgeTrashed, "archived"}
	}
	switch r.Estado {
	case Draft:
		return Badge{msgStateDraft, "draft"}
	case Archived:
		return Badge{msgStateArchived, "archived"}
	}
	if r.Estado == Scheduled && !hasPub {
		return Badge{msgBadgeWaitingForDate, "draft"}
	}
	if hasUnpub && !now.Before(unpub) {
		return Badge{msgBadgeRetired, "retired"}
	}
	if hasPub && now.Before(pub) {
		return Badge{fmt.Sprintf(msgBadgeScheduledFor, cms.FormatDateTime(pub, loc)), "scheduled"}
	}
	if hasUnpub {
		return Badge{fmt.Sprintf(msgBadgeRetiresOn, cms.FormatDateTime(unpub, loc)), "live"}
	}
	return Badge{msgStatePublished, "live"}
}
