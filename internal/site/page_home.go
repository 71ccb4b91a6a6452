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
		missingFeatured, missingProjects, missingTestimonials records.Untranslated
	)
	hero := s.settingsIn(ctx).Hero
	err := parallel(ctx,
		func(ctx context.Context) error { heroAlt = s.heroAlt(ctx, hero); return nil },
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			featured, missingFeatured, err = records.FeaturedContent(ctx, s.client, langOf(ctx), homeFeaturedRead)
			return fromRecords(err)
		},
		func(ctx context.Context) (err error) {
			projects, missingProjects, _, err = s.readProjects(ctx, 0, featuredProjects, records.ProjectFilter{Featured: true})
			return err
		},
		func(ctx context.Context) (err error) {
			testis, missingTestimonials, err = records.LatestTestimonials(ctx, s.client, langOf(ctx), 0, 3)
			return fromRecords(err)
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
