package cmstest

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/modules"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cmsstore"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// WithPlatformTransport is a second CMS on e's platform — the same rows, files and sessions — whose
// platform client sends its requests through transport (say, one that makes some of them fail).
// Browser.On carries a signed-in browser over to it.
func (e *Env) WithPlatformTransport(t *testing.T, transport http.RoundTripper) *Env {
	t.Helper()
	svc := cms.NewService(platformclient.New(platformclient.Options{BaseURL: "http://platform.internal", Transport: transport,
		AnonKey: e.Plat.Keys.AnonKey(), ServiceRoleKey: e.Plat.Keys.ServiceRoleKey()}), AdminEmail)
	app, err := shell.New(shell.Options{Service: svc, State: cmsstore.New(e.Plat.DB), Modules: modules.All(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BaseURL: "http://cms.test", Now: e.Plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	other := &Env{Plat: e.Plat, Svc: svc, App: app, Srv: httptest.NewServer(app)}
	t.Cleanup(other.Srv.Close)
	return other
}

// On is a browser on e with b's cookies (so b's session), for a CMS that shares b's session store.
func (b *Browser) On(e *Env) *Browser {
	return &Browser{t: b.t, e: e, c: b.c, jar: b.jar}
}
