package doclinks

import "testing"

func TestSlugFollowsGitHub(t *testing.T) {
	for title, want := range map[string]string{
		"Scaling out: N instances with PostgreSQL and S3": "scaling-out-n-instances-with-postgresql-and-s3",
		"Media library (view `media`)":                    "media-library-view-media",
		"Blog, FAQ and site search":                       "blog-faq-and-site-search",
		"Publicación y borradores":                        "publicación-y-borradores",
		"A [linked](x.md) title":                          "a-linked-title",
		"snake_case & more":                               "snake_case--more",
	} {
		if got := Slug(title); got != want {
			t.Errorf("Slug(%q) = %q, want %q", title, got, want)
		}
	}
}
