package platformclient_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// clients returns a client over the in-process transport and one over a real socket, on one platform.
func clients(t *testing.T) (*platformtest.Env, map[string]*platformclient.Client) {
	env := platformtest.New(t)
	srv := httptest.NewServer(env.Handler)
	t.Cleanup(srv.Close)
	opts := platformclient.Options{AnonKey: env.Keys.AnonKey(), ServiceRoleKey: env.Keys.ServiceRoleKey()}
	inProc, socket := opts, opts
	inProc.BaseURL, inProc.Transport = "http://platform.internal", platformclient.InProcess(env.Handler)
	socket.BaseURL = srv.URL
	return env, map[string]*platformclient.Client{"in-process": platformclient.New(inProc), "socket": platformclient.New(socket)}
}

func TestClient(t *testing.T) {
	_, all := clients(t)
	ctx := context.Background()
	first := true
	for name, c := range all {
		t.Run(name, func(t *testing.T) {
			email := name + "@example.com"
			if _, err := c.AdminCreateUser(ctx, platformclient.NewUser{Email: email, Password: "una clave larga", EmailConfirm: true,
				UserMetadata: map[string]any{"requires_password_change": true, "admin": true}}); err != nil { // an administrator: every view of the grid
				t.Fatal(err)
			}
			s, err := c.SignInWithPassword(ctx, email, "una clave larga")
			if err != nil {
				t.Fatal(err)
			}
			if s.User.Email != email || !s.User.BoolMetadata("requires_password_change") || s.RefreshToken == "" {
				t.Fatalf("session %+v", s)
			}
			_, err = c.SignInWithPassword(ctx, email, "otra")
			if platformclient.StatusOf(err) != 400 || platformclient.CodeOf(err) != "invalid_credentials" {
				t.Fatalf("bad password: %v", err)
			}
			s2, err := c.RefreshSession(ctx, s.RefreshToken)
			if err != nil || s2.AccessToken == "" {
				t.Fatalf("refresh: %v", err)
			}
			if u, err := c.GetUser(ctx, s2.AccessToken); err != nil || u.Email != email {
				t.Fatalf("get user: %v %+v", err, u)
			}
			user := platformclient.AsUser(s2.AccessToken)

			// Tables, as the signed-in user.
			if first {
				var cat []struct{ ID int }
				if err := c.From("categoria-servicios", user).Insert(ctx, map[string]any{"name": "Servicios"}, &cat); err != nil || len(cat) != 1 {
					t.Fatalf("insert: %v %v", err, cat)
				}
				first = false
			}
			var rows []struct {
				ID     int
				Titulo string
			}
			if err := c.From("contenido", user).Insert(ctx, []map[string]any{{"titulo": name + " a", "categoria": 1}, {"titulo": name + " b", "categoria": 1}}, &rows); err != nil || len(rows) != 2 {
				t.Fatalf("insert rows: %v %v", err, rows)
			}
			var page []struct{ Titulo string }
			total, err := c.From("contenido", c.Anon()).Select("titulo").In("titulo", []string{name + " a", name + " b", `x,"y"`}).
				Order("id", true).Range(0, 1).Count().Get(ctx, &page)
			if err != nil || total != 2 || len(page) != 1 || page[0].Titulo != name+" b" {
				t.Fatalf("get: %v total %d page %v", err, total, page)
			}
			var one struct{ Titulo string }
			if _, err := c.From("contenido", user).Eq("id", rows[0].ID).Single().Get(ctx, &one); err != nil || one.Titulo != name+" a" {
				t.Fatalf("single: %v %v", err, one)
			}
			if _, err := c.From("contenido", user).Eq("id", 999).Single().Get(ctx, &one); platformclient.StatusOf(err) != 406 || platformclient.CodeOf(err) != "PGRST116" {
				t.Fatalf("single missing: %v", err)
			}
			if err := c.From("contenido", user).Eq("id", rows[0].ID).Update(ctx, map[string]any{"titulo": "cambiado"}, nil); err != nil {
				t.Fatal(err)
			}
			if err := c.From("contenido", user).Update(ctx, map[string]any{"titulo": "todo"}, nil); err != platformclient.ErrNoFilter {
				t.Fatalf("unfiltered update: %v", err)
			}
			var gone []struct{ Titulo string }
			if err := c.From("contenido", user).Eq("id", rows[0].ID).Delete(ctx, &gone); err != nil || len(gone) != 1 || gone[0].Titulo != "cambiado" {
				t.Fatalf("delete: %v %v", err, gone)
			}
			err = c.From("contenido", user).Insert(ctx, map[string]any{"titulo": "x", "categoria": 77}, nil)
			if platformclient.StatusOf(err) != 409 || platformclient.CodeOf(err) != "23503" {
				t.Fatalf("fk error: %v", err)
			}
			if err := c.From("Empleados", user).Insert(ctx, map[string]any{"nombre": "x"}, nil); platformclient.StatusOf(err) != 403 {
				t.Fatalf("user writing Empleados: %v", err)
			}
			if err := c.RPC(ctx, c.Service(), "replace_role_permissions", map[string]any{"p_rol_nombre": name, "p_permisos": []map[string]any{{"vista_slug": "blog", "puede_ver": true}}}, nil); err != nil {
				t.Fatalf("rpc: %v", err)
			}

			// Files.
			png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 64)...)
			if err := c.Upload(ctx, user, "contenido", "imagenes/"+name+".png", bytes.NewReader(png)); err != nil {
				t.Fatalf("upload: %v", err)
			}
			res, err := http.Get(all["socket"].PublicURL("contenido", "imagenes/"+name+".png"))
			if err != nil || res.StatusCode != 200 {
				t.Fatalf("public url: %v %v", err, res)
			}
			got, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if !bytes.Equal(got, png) {
				t.Fatal("downloaded bytes differ")
			}
			err = c.Upload(ctx, user, "nada", "x.png", bytes.NewReader(png))
			if platformclient.StatusOf(err) != 404 {
				t.Fatalf("upload to a missing bucket: %v", err)
			}
			if err := c.SignOut(ctx, s2.AccessToken, "global"); err != nil {
				t.Fatal(err)
			}
			if _, err := c.RefreshSession(ctx, s2.RefreshToken); platformclient.StatusOf(err) != 400 {
				t.Fatalf("refresh after sign-out: %v", err)
			}
		})
	}
}

func TestUnreachablePlatform(t *testing.T) {
	c := platformclient.New(platformclient.Options{BaseURL: "http://127.0.0.1:1", AnonKey: "k"})
	_, err := c.SignInWithPassword(context.Background(), "a@example.com", "x")
	if err == nil || platformclient.StatusOf(err) != 0 {
		t.Fatalf("want a transport error, got %v", err)
	}
}
