package site

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/records"
)

type homeView struct {
	Hero         heroView
	Services     []*category
	Featured     []card
	Projects     []projectCard // the featured projects
	Testimonials []testimonialView
	Clients      []clientView
}

// homePage shows the page chosen as the home page, if one is published; otherwise the service
// categories, the newest content with a featured image (except the stories of the featured
// projects' clients, shown once as their project), the featured projects, the latest
// testimonials and the client logos.
func (s *Site) homePage(ctx context.Context, r *http.Request) (*page, error) {
	// A free page chosen as the home page replaces this one (docs/spec/modules.md §1, pages).
	if chosen, err := s.homeFreePage(ctx); err != nil {
		return nil, err
	} else if chosen != nil {
		return s.renderFreePage(ctx, chosen, nil, "/", false)
	}
	var (
		cats     *categoryTree
		featured []records.ContentItem
		testis   []records.Testimonial
		clients  []records.Client
		projects []records.Project
		heroAlt  string
		// the items without a translation into the page's language
		missingFeatured, missingProjects, missingTestimonials map[int64]bool
	)
	hero := s.settingsIn(ctx).Hero
	err := parallel(ctx,
		func(ctx context.Context) error { heroAlt = s.heroAlt(ctx, hero); return nil },
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			if featured, err = records.FeaturedContent(ctx, s.client, homeFeaturedRead); err != nil {
				return err
			}
			missingFeatured, err = translate(ctx, s, "contenido", featured, contentID)
			return err
		},
		func(ctx context.Context) (err error) {
			if projects, _, err = s.readProjects(ctx, 0, featuredProjects, records.ProjectFilter{Featured: true}); err != nil {
				return err
			}
			missingProjects, err = translate(ctx, s, "proyectos", projects, projectID)
			return err
		},
		func(ctx context.Context) (err error) {
			if testis, err = records.LatestTestimonials(ctx, s.client, 0, 3); err != nil {
				return err
			}
			missingTestimonials, err = translate(ctx, s, "testimoniales", testis, testimonialID)
			return err
		},
		func(ctx context.Context) (err error) {
			clients, err = records.ClientsWithLogo(ctx, s.client, 24)
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	v := homeView{Services: cats.roots(), Hero: s.heroOf(hero, s.siteName(), heroAlt)}
	var cards []card
	for _, c := range featured {
		cards = append(cards, s.cardIn(ctx, c, cats, missingFeatured))
	}
	v.Featured = withoutProjectClients(cards, projects, homeFeatured)
	for _, p := range projects {
		v.Projects = append(v.Projects, s.projectCardIn(ctx, p, cats, missingProjects))
	}
	for _, t := range testis {
		v.Testimonials = append(v.Testimonials, testimonialIn(t, cats, missingTestimonials))
	}
	for _, c := range clients {
		v.Clients = append(v.Clients, s.clientOf(c))
	}
	l := s.layout(ctx, "", s.text(ctx, "%s: servicios, proyectos, testimonios y clientes.", s.siteName()), "/", cats)
	l.Title = s.siteName() + " | " + s.text(ctx, "Inicio")
	if hero.PortadaImagen != nil && v.Hero.Image != "" { // the hero's picture shares the page
		l.OGImage = s.absoluteImage(records.SettingsBucket, hero.PortadaImagen)
	}
	for _, c := range featured {
		if l.OGImage == "" && len(v.Featured) > 0 && c.ID == v.Featured[0].ID { // the first card shown shares the page
			l.OGImage = s.absoluteImage("contenido", c.ImagenPrincipal)
		}
	}
	return s.html("home", l, v)
}
