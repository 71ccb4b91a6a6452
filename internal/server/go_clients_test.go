package server_test

import (
	"bytes"
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	auth "github.com/supabase-community/auth-go"
	authtypes "github.com/supabase-community/auth-go/types"
	"github.com/supabase-community/postgrest-go"
	storage "github.com/supabase-community/storage-go"

	"github.com/vitrina/vitrina/internal/cms"
)

// TestGoCommunityClients runs the Go community clients of Supabase — postgrest-go, storage-go and
// auth-go, at the versions in go.mod — unchanged against a real server: the calls a Go web developer
// makes, each checked for its answer (docs/developers/supabase-compatibility.md, "Clients the tests run").
func TestGoCommunityClients(t *testing.T) {
	e := newClientEnv(t)
	if _, err := e.srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: "go@example.com", Password: "clave-segura-1"}); err != nil {
		t.Fatal(err)
	}

	t.Run("postgrest-go", func(t *testing.T) {
		db := postgrest.NewClient(e.base+"/rest/v1", "public", map[string]string{"apikey": e.service}).SetAuthToken(e.service)
		var cats []struct {
			ID int64 `json:"id"`
		}
		if _, err := db.From("categoria-servicios").Insert(map[string]any{"name": "Go", "slug": "go"}, false, "", "representation", "").ExecuteTo(&cats); err != nil || len(cats) != 1 {
			t.Fatalf("insert: %v %v", cats, err)
		}
		cat := strconv.FormatInt(cats[0].ID, 10)
		rows := []map[string]any{{"testimonio": "Uno", "empresa": "Alfa", "categoria": cats[0].ID}, {"testimonio": "Dos", "empresa": "Beta", "categoria": cats[0].ID}}
		if _, _, err := db.From("testimoniales").Insert(rows, false, "", "minimal", "").Execute(); err != nil {
			t.Fatalf("insert rows: %v", err)
		}
		var got []struct {
			Empresa string `json:"empresa"`
		}
		n, err := db.From("testimoniales").Select("empresa", "exact", false).Eq("categoria", cat).
			Order("empresa", &postgrest.OrderOpts{Ascending: false}).ExecuteTo(&got)
		if err != nil || n != 2 || len(got) != 2 || got[0].Empresa != "Beta" {
			t.Fatalf("select, eq, order, count: %d %v %v", n, got, err)
		}
		if _, _, err := db.From("testimoniales").Update(map[string]any{"cargo": "CEO"}, "minimal", "").Ilike("empresa", "al*").Execute(); err != nil {
			t.Fatalf("update: %v", err)
		}
		body, _, err := db.From("categoria-servicios").Select("name,testimoniales(empresa,cargo)", "", false).Eq("id", cat).
			Order("empresa", &postgrest.OrderOpts{Ascending: true, ForeignTable: "testimoniales"}).ExecuteString()
		if err != nil || body != `[{"name":"Go","testimoniales":[{"empresa":"Alfa","cargo":"CEO"},{"empresa":"Beta","cargo":null}]}]` {
			t.Fatalf("embed with a foreign-table order: %s %v", body, err)
		}
		body, _, err = db.From("Empleados").Select("email", "", false).ContainsObject("sistemas_acceso", []string{}).Eq("email", "go@example.com").ExecuteString()
		if err != nil || !strings.Contains(body, "go@example.com") {
			t.Fatalf("contains (cs on jsonb): %s %v", body, err)
		}
		if _, _, err := db.From("testimoniales").Delete("minimal", "").In("empresa", []string{"Alfa", "Beta"}).Execute(); err != nil {
			t.Fatalf("delete: %v", err)
		}
		if _, _, err := db.From("testimoniales").Select("*", "", false).Eq("nope", "1").Execute(); err == nil || !strings.Contains(err.Error(), "42703") {
			t.Fatalf("an unknown column: %v", err)
		}
	})

	t.Run("storage-go", func(t *testing.T) {
		st := storage.NewClient(e.base+"/storage/v1", e.service, map[string]string{"apikey": e.service})
		if _, err := st.CreateBucket("go-clientes", storage.BucketOptions{Public: true}); err != nil {
			t.Fatalf("create bucket: %v", err)
		}
		png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")
		ct := "image/png"
		if _, err := st.UploadFile("go-clientes", "logos/a.png", bytes.NewReader(png), storage.FileOptions{ContentType: &ct}); err != nil {
			t.Fatalf("upload: %v", err)
		}
		if got, err := st.DownloadFile("go-clientes", "logos/a.png"); err != nil || !bytes.Equal(got, png) {
			t.Fatalf("download: %d bytes, %v", len(got), err)
		}
		if _, err := st.MoveFile("go-clientes", "logos/a.png", "logos/b.png"); err != nil {
			t.Fatalf("move: %v", err)
		}
		files, err := st.ListFiles("go-clientes", "logos", storage.FileSearchOptions{Limit: 10})
		if err != nil || len(files) != 1 || files[0].Name != "b.png" {
			t.Fatalf("list: %+v %v", files, err)
		}
		signed, err := st.CreateSignedUrl("go-clientes", "logos/b.png", 60)
		if err != nil || !strings.Contains(signed.SignedURL, "token=") {
			t.Fatalf("signed URL: %+v %v", signed, err)
		}
		up, err := st.CreateSignedUploadUrl("go-clientes", "logos/c.png")
		if err != nil || !strings.Contains(up.Url, "token=") {
			t.Fatalf("signed upload URL: %+v %v", up, err)
		}
		if _, err := st.UploadToSignedUrl(up.Url, bytes.NewReader(png)); err != nil {
			t.Fatalf("upload to the signed URL: %v", err)
		}
		if _, err := st.RemoveFile("go-clientes", []string{"logos/b.png", "logos/c.png"}); err != nil {
			t.Fatalf("remove: %v", err)
		}
		if _, err := st.DeleteBucket("go-clientes"); err != nil {
			t.Fatalf("delete bucket: %v", err)
		}
	})

	t.Run("auth-go", func(t *testing.T) {
		client := auth.New("", e.anon).WithCustomAuthURL(e.base + "/auth/v1")
		if _, err := client.HealthCheck(); err != nil {
			t.Fatalf("health: %v", err)
		}
		if _, err := client.GetSettings(); err != nil {
			t.Fatalf("settings: %v", err)
		}
		session, err := client.SignInWithEmailPassword("go@example.com", "clave-segura-1")
		if err != nil || session.AccessToken == "" {
			t.Fatalf("sign in: %v", err)
		}
		me, err := client.WithToken(session.AccessToken).GetUser()
		if err != nil || me.Email != "go@example.com" {
			t.Fatalf("get user: %+v %v", me, err)
		}
		if _, err := client.WithToken(session.AccessToken).UpdateUser(authtypes.UpdateUserRequest{Data: map[string]any{"idioma": "es"}}); err != nil {
			t.Fatalf("update user: %v", err)
		}
		refreshed, err := client.RefreshToken(session.RefreshToken)
		if err != nil || refreshed.AccessToken == "" {
			t.Fatalf("refresh: %v", err)
		}
		if err := client.Recover(authtypes.RecoverRequest{Email: "go@example.com"}); err != nil {
			t.Fatalf("recover: %v", err)
		}
		if err := client.Magiclink(authtypes.MagiclinkRequest{Email: "nadie@example.com"}); err == nil {
			t.Fatal("a magic link for an unknown address with signups off")
		}
		// The one-time code of the recovery e-mail signs in (verify for a user).
		code := regexp.MustCompile(`código: (\d{6})`).FindStringSubmatch(e.latestMail(t, "go@example.com"))
		verified, err := client.VerifyForUser(authtypes.VerifyForUserRequest{Type: authtypes.VerificationTypeRecovery, Email: "go@example.com", Token: code[1], RedirectTo: e.base})
		if err != nil || verified.AccessToken == "" {
			t.Fatalf("verify for user: %v", err)
		}
		if err := client.WithToken(verified.AccessToken).Reauthenticate(); err != nil {
			t.Fatalf("reauthenticate: %v", err)
		}
		admin := client.WithToken(e.service)
		created, err := admin.AdminCreateUser(authtypes.AdminCreateUserRequest{Email: "go2@example.com", Password: ptr("clave-segura-2"), EmailConfirm: true})
		if err != nil || created.Email != "go2@example.com" {
			t.Fatalf("admin create user: %v", err)
		}
		if list, err := admin.AdminListUsers(authtypes.AdminListUsersRequest{}); err != nil || len(list.Users) < 2 {
			t.Fatalf("admin list users: %v", err)
		}
		if err := client.WithToken(refreshed.AccessToken).Logout(); err != nil {
			t.Fatalf("logout: %v", err)
		}
	})
}

func ptr[T any](v T) *T { return &v }
