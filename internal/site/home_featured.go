package site

import (
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// homeFeatured is how many content cards «Destacados» shows, and homeFeaturedRead how many are read
// so that enough remain once the featured projects' clients are left out.
const (
	homeFeatured     = 6
	homeFeaturedRead = 12
)

// withoutProjectClients keeps at most limit cards that do not name the client of a featured project:
// the home page shows each client's story once, as the project (the case with its results) rather
// than again as a news item beside it.
func withoutProjectClients(cards []card, projects []records.Project, limit int) []card {
	var clients []string
	for _, p := range projects {
		if p.Client != nil && strings.TrimSpace(p.Client.Nombre) != "" {
			clients = append(clients, strings.ToLower(strings.TrimSpace(p.Client.Nombre)))
		}
	}
	var out []card
	for _, c := range cards {
		if len(out) == limit {
			break
		}
		text := strings.ToLower(c.Title + " " + c.Excerpt)
		named := false
		for _, name := range clients {
			if strings.Contains(text, name) {
				named = true
				break
			}
		}
		if !named {
			out = append(out, c)
		}
	}
	return out
}
