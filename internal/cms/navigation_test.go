package cms_test

import (
	"slices"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

// Every view sits in exactly one navigation group, and the groups name no unknown view: a view
// added to the list without a place in the sidebar would never be shown.
func TestViewGroupsCoverEveryViewOnce(t *testing.T) {
	seen := map[string]string{}
	keys := map[string]bool{}
	for _, g := range cms.ViewGroups() {
		if g.Key == "" || keys[g.Key] {
			t.Errorf("group %q: key empty or repeated", g.Title)
		}
		keys[g.Key] = true
		for _, v := range g.Views {
			if !cms.IsView(v) {
				t.Errorf("group %q names %q, which is not a view", g.Key, v)
			}
			if other, ok := seen[v]; ok {
				t.Errorf("view %q is in groups %q and %q", v, other, g.Key)
			}
			seen[v] = g.Key
		}
	}
	for _, v := range cms.Views {
		if _, ok := seen[v]; !ok {
			t.Errorf("view %q (%s) is in no navigation group", v, cms.ViewTitle(v))
		}
	}
	if len(cms.Views) != 18 {
		t.Errorf("views: %d, want the 18 of interface.md", len(cms.Views))
	}
}

// A caller changing its copy does not change the navigation of the next request.
func TestViewGroupsAreCopies(t *testing.T) {
	g := cms.ViewGroups()
	g[1].Views[0] = "x"
	if slices.Contains(cms.ViewGroups()[1].Views, "x") {
		t.Fatal("ViewGroups shares its slices with the caller")
	}
}
