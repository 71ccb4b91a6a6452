package archive_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/archive"
	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
	"github.com/vitrina/vitrina/internal/server"
	"github.com/vitrina/vitrina/internal/site"
)

// instance is a Vitrina on a database and data directory of its own.
type instance struct {
	t   *testing.T
	srv *server.Server
	dir string
	cfg config.Config
}

func open(t *testing.T, databaseURL string) *instance {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.DatabaseURL = databaseURL
	cfg.JWTSecret = "archive-test-secret-0123456789abcdef"
	cfg.PublicURL = "http://vitrina.test"
	// With VITRINA_TEST_STORAGE_URL the files live on S3 (MinIO), under a prefix of the instance's own.
	if cfg.StorageURL = platformtest.TestStorageURL(t); cfg.StorageURL != "" {
		creds := platformtest.TestS3Credentials()
		cfg.S3AccessKey, cfg.S3SecretKey = creds.AccessKey, creds.SecretKey
	}
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return &instance{t: t, srv: srv, dir: cfg.DataDir, cfg: cfg}
}

func (in *instance) send(method, path, body string, header ...string) (int, string) {
	in.t.Helper()
	key := in.srv.Keys().ServiceRoleKey()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("apikey", key)
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	in.srv.Handler().ServeHTTP(rec, req)
	b, _ := io.ReadAll(rec.Body)
	return rec.Code, string(b)
}

func (in *instance) blobs() blob.Store {
	in.t.Helper()
	b, err := blob.OpenURL(context.Background(), in.cfg.StorageURL, filepath.Join(in.dir, "storage"),
		blob.Credentials{AccessKey: in.cfg.S3AccessKey, SecretKey: in.cfg.S3SecretKey})
	if err != nil {
		in.t.Fatal(err)
	}
	return b
}

// snapshot is what clients see of the site: every public table through /rest/v1 and the files'
// bytes through /storage/v1.
func (in *instance) snapshot() map[string]string {
	in.t.Helper()
	out := map[string]string{}
	for _, table := range append([]string{"categoria-servicios", "categorias", "contenido", "testimoniales", "clientes", "Empleados", "roles_permisos", "audit_log",
		"idiomas"}, translationTables()...) {
		key := "id"
		if table == "idiomas" {
			key = "codigo"
		}
		code, body := in.send(http.MethodGet, "/rest/v1/"+url.PathEscape(table)+"?select=*&order="+key+".asc", "")
		if code != http.StatusOK {
			in.t.Fatalf("GET %s: %d %s", table, code, body)
		}
		out[table] = body
	}
	for _, file := range []string{"contenido/fotos/portada.png", "clientes/logo.svg"} {
		code, body := in.send(http.MethodGet, "/storage/v1/object/public/"+file, "")
		if code != http.StatusOK {
			in.t.Fatalf("GET %s: %d %s", file, code, body)
		}
		out[file] = body
	}
	return out
}

func (in *instance) exportTo(path string) {
	in.t.Helper()
	f, err := os.Create(path)
	if err != nil {
		in.t.Fatal(err)
	}
	defer f.Close()
	var progress bytes.Buffer
	if err := archive.Export(context.Background(), in.srv.DB(), in.blobs(), f, &progress); err != nil {
		in.t.Fatal(err)
	}
	if !strings.Contains(progress.String(), "files ") || !strings.Contains(progress.String(), "table storage_objects") {
		in.t.Errorf("progress does not count the files:\n%s", progress.String())
	}
}

func (in *instance) importFrom(path string) error {
	in.t.Helper()
	f, err := os.Open(path)
	if err != nil {
		in.t.Fatal(err)
	}
	defer f.Close()
	return archive.Import(context.Background(), in.srv.DB(), in.blobs(), f, io.Discard)
}

// TestRoundTrip moves a site SQLite → PostgreSQL (or SQLite when VITRINA_TEST_DATABASE_URL is
// unset) → SQLite and compares what /rest/v1 and /storage/v1 answer at every step.
func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	src := open(t, "")
	if err := site.Seed(ctx, src.srv.PlatformClient()); err != nil {
		t.Fatal(err)
	}
	email, password, err := src.srv.CMSService().EnsureDemoAdmin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// A parent with a larger id than its child: the import must not depend on id order.
	_, child := src.send(http.MethodPost, "/rest/v1/categoria-servicios", `{"name":"Hija"}`, "Prefer", "return=representation")
	_, parent := src.send(http.MethodPost, "/rest/v1/categoria-servicios", `{"name":"Madre"}`, "Prefer", "return=representation")
	childID, parentID := idOf(t, child), idOf(t, parent)
	if code, body := src.send(http.MethodPatch, fmt.Sprintf("/rest/v1/categoria-servicios?id=eq.%d", childID), fmt.Sprintf(`{"id_padre":%d}`, parentID)); code != http.StatusNoContent {
		t.Fatalf("move: %d %s", code, body)
	}
	// A language besides the demo's English and a draft translation of a post into it (the translation
	// follows its post on import).
	_, post := src.send(http.MethodGet, "/rest/v1/blog_entradas?select=id&order=id.desc&limit=1", "")
	if code, body := src.send(http.MethodPost, "/rest/v1/idiomas", `{"codigo":"fr","nombre":"Français"}`); code != http.StatusCreated {
		t.Fatalf("language: %d %s", code, body)
	}
	if code, body := src.send(http.MethodPost, "/rest/v1/blog_entradas_traducciones", fmt.Sprintf(
		`{"origen":%d,"idioma":"fr","titulo":"Bonjour","slug":"bonjour","estado":"borrador"}`, idOf(t, post))); code != http.StatusCreated {
		t.Fatalf("translation: %d %s", code, body)
	}
	translateEveryTable(t, src)
	png := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{7}, 300_000)...)
	for path, body := range map[string]string{"contenido/fotos/portada.png": string(png), "clientes/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg"/>`} {
		ctype := "image/png"
		if strings.HasSuffix(path, ".svg") {
			ctype = "image/svg+xml"
		}
		if code, resp := src.send(http.MethodPost, "/storage/v1/object/"+path, body, "Content-Type", ctype); code != http.StatusOK {
			t.Fatalf("upload %s: %d %s", path, code, resp)
		}
	}
	want := src.snapshot()
	dir := t.TempDir()

	midURL := platformtest.TestDatabaseURL(t)
	if midURL == "" {
		t.Log("VITRINA_TEST_DATABASE_URL is unset: the middle step is SQLite instead of PostgreSQL")
	}
	src.exportTo(filepath.Join(dir, "a.tar.gz"))
	mid := open(t, midURL)
	if err := mid.importFrom(filepath.Join(dir, "a.tar.gz")); err != nil {
		t.Fatal(err)
	}
	compare(t, "after the first move", want, mid.snapshot())
	if err := mid.importFrom(filepath.Join(dir, "a.tar.gz")); !errors.Is(err, archive.ErrNotEmpty) {
		t.Fatalf("a second import into the same database: %v, want ErrNotEmpty", err)
	}
	code, body := mid.send(http.MethodPost, "/auth/v1/token?grant_type=password", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password))
	if code != http.StatusOK {
		t.Fatalf("sign-in with the moved password hash: %d %s", code, body)
	}

	mid.exportTo(filepath.Join(dir, "b.tar.gz"))
	dst := open(t, "")
	if err := dst.importFrom(filepath.Join(dir, "b.tar.gz")); err != nil {
		t.Fatal(err)
	}
	compare(t, "after the move back", want, dst.snapshot())

	// New rows get fresh ids after the explicit ones (PostgreSQL's sequences were moved past them).
	for _, in := range []*instance{mid, dst} {
		if code, body := in.send(http.MethodPost, "/rest/v1/categorias", `{"nombre":"Nueva"}`); code != http.StatusCreated {
			t.Errorf("insert after import: %d %s", code, body)
		}
	}
}

func idOf(t *testing.T, body string) int {
	t.Helper()
	var id int
	if _, err := fmt.Sscanf(body, `[{"id":%d`, &id); err != nil {
		t.Fatalf("no id in %s", body)
	}
	return id
}

// compare checks files byte for byte and /rest/v1 answers as JSON values: jsonb columns come back
// from PostgreSQL normalised (e.g. "<" where SQLite kept the "\u003c" it was given).
func compare(t *testing.T, when string, want, got map[string]string) {
	t.Helper()
	for k, w := range want {
		var wv, gv any
		if json.Unmarshal([]byte(w), &wv) == nil && json.Unmarshal([]byte(got[k]), &gv) == nil {
			if !reflect.DeepEqual(wv, gv) {
				t.Errorf("%s, %s differs:\nwant %.400s\ngot  %.400s", when, k, w, got[k])
			}
			continue
		}
		if got[k] != w {
			t.Errorf("%s, %s differs:\nwant %.400s\ngot  %.400s", when, k, w, got[k])
		}
	}
}

// translationTables are the names of the catalog's translation tables.
func translationTables() []string {
	var out []string
	for _, tbl := range catalog.New().Tables() {
		if tbl.TranslationOf != "" {
			out = append(out, tbl.Name)
		}
	}
	return out
}

// itemsToTranslate are items of the translatable tables the demo content may lack.
var itemsToTranslate = map[string]string{
	"ajustes_sitio": `{"id":1}`, "ajustes_seo": `{"id":1}`, "departamentos": `{"nombre":"Ventas"}`,
	"preguntas": `{"pregunta":"¿Cómo?"}`, "vacantes": `{"titulo":"Puesto","slug":"puesto","modalidad":"remoto","tipo":"completa"}`,
	"proyectos": `{"titulo":"Obra","slug":"obra"}`, "medios": `{"bucket":"contenido","ruta":"a.png","nombre":"a.png"}`,
	"testimoniales": `{"categoria":1,"testimonio":"Bien","empresa":"Acme"}`, "paginas": `{"titulo":"Sobre","slug":"sobre"}`,
	"menus": `{"ubicacion":"pie","etiqueta":"Sobre","tipo":"sitio","destino":"/sobre"}`,
}

// translateEveryTable gives an item of every translatable table (besides the blog's) a French
// translation, published or a draft in turn.
func translateEveryTable(t *testing.T, in *instance) {
	t.Helper()
	c := catalog.New()
	for i, name := range translationTables() {
		tbl := c.Table(name)
		if tbl.TranslationOf == "blog_entradas" {
			continue
		}
		source := "/rest/v1/" + url.PathEscape(tbl.TranslationOf)
		_, body := in.send(http.MethodGet, source+"?select=id&order=id.asc&limit=1", "")
		if body == "[]" {
			if code, resp := in.send(http.MethodPost, source, itemsToTranslate[tbl.TranslationOf], "Prefer", "return=representation"); code != http.StatusCreated {
				t.Fatalf("an item of %s: %d %s", tbl.TranslationOf, code, resp)
			} else {
				body = resp
			}
		}
		row := map[string]any{schema.ColumnTranslationOf: idOf(t, body), schema.ColumnLanguage: "fr", schema.ColumnState: "publicado"}
		if i%2 == 0 {
			row[schema.ColumnState] = "borrador"
		}
		for _, col := range tbl.Columns {
			if col.Type == schema.Text && col.Name != schema.ColumnLanguage && col.Name != schema.ColumnState && col.Name != "destino" {
				row[col.Name] = col.Name + " en"
			}
		}
		b, _ := json.Marshal(row)
		if code, resp := in.send(http.MethodPost, "/rest/v1/"+url.PathEscape(name), string(b)); code != http.StatusCreated {
			t.Fatalf("translate %s: %d %s", tbl.TranslationOf, code, resp)
		}
	}
}
