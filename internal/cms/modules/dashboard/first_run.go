package dashboard

import (
	"context"
	"sync"

	"github.com/vitrina/vitrina/internal/cms"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// The first-run guide is the checklist an administrator sees on the home page of a fresh install:
// the company's name and logo, a first page or content item, a colleague invited with a role. Each
// step is read from the platform on each visit, so it is ticked as soon as the thing exists, whichever
// form made it; the guide is gone once every step is done or the administrator dismisses it (a flag
// in their own user_metadata, so nothing is added to the schema for a one-time notice).

// firstRunStep is one line of the checklist.
type firstRunStep struct {
	ID, Title, Hint, Link, Action string
	Done                          bool
}

// firstRunGuide is the checklist, and how many of its steps are done; no steps when there is
// nothing to show.
type firstRunGuide struct {
	Steps []firstRunStep
	Done  int
}

// firstRun is the guide for u; it has no steps when u is not an administrator, every step is done,
// or u dismissed it.
func (m *module) firstRun(ctx context.Context, u *shell.User) (firstRunGuide, error) {
	var hidden firstRunGuide
	if !u.IsAdmin {
		return hidden, nil
	}
	var (
		branded, published, invited bool
		errs                        [3]error
		wg                          sync.WaitGroup
	)
	c := m.Svc.Client()
	as := platformclient.AsUser(u.Token)
	wg.Go(func() {
		var brand *records.Settings
		brand, errs[0] = records.SiteBrand(ctx, c, as)
		branded = brand != nil && nonEmpty(brand.NombreSitio) && nonEmpty(brand.Logo)
	})
	wg.Go(func() {
		n, err := records.CountContent(ctx, c, as)
		if err == nil && n == 0 {
			n, err = records.CountPages(ctx, c, as)
		}
		published, errs[1] = n > 0, err
	})
	wg.Go(func() {
		n, err := records.CountCMSColleagues(ctx, c, as, u.UserID)
		invited, errs[2] = n > 0, err
	})
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return hidden, err
		}
	}
	g := firstRunGuide{Steps: []firstRunStep{
		{ID: "marca", Title: msgGuideBrand, Hint: msgGuideBrandHint, Link: "/admin/templates/", Action: msgGuideBrandAction, Done: branded},
		{ID: "contenido", Title: msgGuideContent, Hint: msgGuideContentHint, Link: "/admin/pages/nuevo", Action: msgGuideContentAction, Done: published},
		{ID: "colega", Title: msgGuideColleague, Hint: msgGuideColleagueHint, Link: "/admin/empleados/invitar", Action: msgGuideColleagueAction, Done: invited},
	}}
	for _, s := range g.Steps {
		if s.Done {
			g.Done++
		}
	}
	if g.Done == len(g.Steps) {
		return hidden, nil
	}
	// Only an unfinished guide asks whether it was dismissed: a site past its first steps pays
	// nothing more.
	me, err := c.GetUser(ctx, u.Token)
	if err != nil {
		return hidden, err
	}
	if me.BoolMetadata(cms.MetaFirstRunDismissed) {
		return hidden, nil
	}
	return g, nil
}

func nonEmpty(s *string) bool { return s != nil && *s != "" }
