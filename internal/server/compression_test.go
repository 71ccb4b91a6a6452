package server_test

import (
	"context"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/site"
)

// TestCompressionEverywhere: the site, the admin, its static files and the data API answer gzip to a
// client that accepts it, with Vary: Accept-Encoding; stored images are sent as they are.
func TestCompressionEverywhere(t *testing.T) {
	srv := openInstance(t, "")
	ctx := context.Background()
	if err := site.Seed(ctx, srv.PlatformClient()); err != nil {
		t.Fatal(err)
	}
	if _, err := srv.CMSService().CreateAccount(ctx, cms.NewAccount{Email: "jefa@example.com", Password: "clave-segura-1", Rol: "administrador"}); err != nil {
		t.Fatal(err)
	}
	h := srv.Handler()
	_, cookie := cmsLogin(t, h, "jefa@example.com", "clave-segura-1")
	var pic struct {
		ImagenPrincipal string `json:"imagen_principal"`
	}
	if _, err := srv.PlatformClient().From("contenido", srv.PlatformClient().Service()).Select("imagen_principal").Limit(1).Single().Get(ctx, &pic); err != nil {
		t.Fatal(err)
	}
	apikey := srv.Keys().AnonKey()
	for _, tc := range []struct {
		path     string
		header   []string
		wantGzip bool
	}{
		{"/", nil, true},
		{"/clientes", nil, true},
		{"/sitemap.xml", nil, true},
		{"/cms-static/admin.css", nil, true},
		{"/static/site.css", nil, true},
		{"/admin/contenido/", []string{"Cookie", cookie}, true},
		{"/rest/v1/contenido?select=*", []string{"apikey", apikey}, true},
		{"/storage/v1/object/public/contenido/" + pic.ImagenPrincipal, nil, false},
	} {
		r := call(ctx, h, "GET", tc.path, "", append([]string{"Accept-Encoding", "gzip"}, tc.header...)...)
		if r.status != 200 {
			t.Errorf("%s: %d", tc.path, r.status)
			continue
		}
		if got := r.header.Get("Content-Encoding") == "gzip"; got != tc.wantGzip {
			t.Errorf("%s (%s, %d bytes): compressed %v, want %v", tc.path, r.header.Get("Content-Type"), len(r.body), got, tc.wantGzip)
		}
		if tc.wantGzip && r.header.Get("Vary") == "" {
			t.Errorf("%s: no Vary", tc.path)
		}
	}
}
